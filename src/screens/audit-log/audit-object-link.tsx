// Where an entry's object lives in the console: a licence or a device in its list searched for
// its key or name, a user's edit screen, the applications, the owner settings, the policies.
import { Link } from 'wouter';
import type { AuditEntry } from '../../api/schemas/reports/audit.ts';
import { audit as t } from '../../shared/messages/reports/audit.ts';
import { PhrasedText } from '../../ui/phrased-text.tsx';

export function objectHref(entry: Pick<AuditEntry, 'objectType' | 'objectId' | 'objectLabel'>): string | null {
  const q = (text: string) => `?q=${encodeURIComponent(text)}`;
  switch (entry.objectType) {
    case 'license':
      return entry.objectLabel ? `/licenses${q(entry.objectLabel)}` : null;
    case 'device':
      return entry.objectLabel ? `/devices${q(entry.objectLabel)}` : null;
    case 'user':
      return entry.objectId ? `/users/${encodeURIComponent(entry.objectId)}/edit` : null;
    case 'application':
      return '/applications';
    case 'owner':
      return '/owner-settings';
    case 'policy':
      return '/license-policies';
    case null:
      return null;
  }
}

export function AuditObjectLink({ entry }: { entry: AuditEntry }) {
  const label = entry.objectLabel || t.noObject;
  const href = objectHref(entry);
  const text = entry.objectType === 'license' ? <code>{label}</code> : <PhrasedText text={label} />;
  return href ? <Link href={href}>{text}</Link> : <span>{text}</span>;
}
