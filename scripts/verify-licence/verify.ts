// Whether a licence file's signature holds and what it grants: the one check behind
// `npm run verify-licence`, on the file's text, a public key or the trusted keys, and a clock.
import { licenseFileSchema, type LicenseFile } from '../../src/api/schemas/license-file.ts';
import { readPublicKey } from '../../src/shared/license-file/ed25519.ts';
import { signatureHolds } from '../../src/shared/license-file/verify.ts';

/** A public key the check may use, by the key id files name. */
export interface TrustedKey {
  keyId: string;
  publicKey: string;
  /** Where it comes from, for the report (`the demo scenario of the mock`). */
  source: string;
}

export type Verdict =
  | { kind: 'unreadable'; reason: string }
  | { kind: 'unknown-key'; file: LicenseFile }
  | { kind: 'checked'; file: LicenseFile; holds: boolean; source: string; validNow: boolean };

export function readLicenceFile(text: string): LicenseFile | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = licenseFileSchema.safeParse(json);
  return parsed.success ? parsed.data : `not a licence file (${parsed.error.issues[0]?.path.join('.') || 'format'})`;
}

export async function verifyLicence(
  text: string,
  keys: { given?: string; trusted: readonly TrustedKey[] },
  nowMs: number,
): Promise<Verdict> {
  const file = readLicenceFile(text);
  if (typeof file === 'string') return { kind: 'unreadable', reason: file };
  let key: { raw: Uint8Array<ArrayBuffer>; source: string } | null = null;
  if (keys.given !== undefined) {
    const raw = readPublicKey(keys.given);
    if (!raw) return { kind: 'unreadable', reason: 'the public key is not 32 bytes of base64 or hex' };
    key = { raw, source: 'the public key given' };
  } else {
    const trusted = keys.trusted.find((k) => k.keyId === file.signature.keyId);
    if (trusted) key = { raw: readPublicKey(trusted.publicKey)!, source: trusted.source };
  }
  if (!key) return { kind: 'unknown-key', file };
  // The signature covers the document as it was parsed, members the schema does not name included.
  const holds = await signatureHolds(JSON.parse(text) as Parameters<typeof signatureHolds>[0], key.raw);
  const validNow = Date.parse(file.payload.issuedAt) <= nowMs && nowMs < Date.parse(file.payload.expiresAt);
  return { kind: 'checked', file, holds, source: key.source, validNow };
}

/** The report a person reads, and the exit code: 0 only when the signature holds. */
export function report(verdict: Verdict, trustedOnly: boolean): { text: string; exitCode: number } {
  if (verdict.kind === 'unreadable') return { text: `Cannot check: ${verdict.reason}.`, exitCode: 2 };
  const p = verdict.file.payload;
  const contents = [
    `  licence      ${p.license.key} (${p.license.type}, id ${p.license.id}, up to ${p.license.maxActivations} devices, licence expires ${p.license.expiresAt ?? 'never'})`,
    `  application  ${p.application.name} (${p.application.id})`,
    `  device       ${p.device.name} (hardware id ${p.device.hardwareId})`,
    `  file         ${p.fileId}, issued ${p.issuedAt}, valid until ${p.expiresAt} (${p.ttlDays} days)`,
    `  signed with  key ${verdict.file.signature.keyId} (${verdict.file.signature.algorithm})`,
  ].join('\n');
  if (verdict.kind === 'unknown-key') {
    return {
      text: `Signature NOT checked: key ${verdict.file.signature.keyId} is none of the mock's scenario keys; pass --public-key.\n${contents}`,
      exitCode: 1,
    };
  }
  const trust = trustedOnly ? ` (no --public-key: only the mock's scenario keys are trusted)` : '';
  const head = verdict.holds
    ? `Signature holds, checked with ${verdict.source}${trust}.`
    : `Signature does NOT hold: the file was changed or not signed by ${verdict.source}.`;
  const today = verdict.holds
    ? `\n${verdict.validNow ? 'Valid today.' : 'NOT valid today: outside its issued-until period.'}`
    : '';
  return { text: `${head}${today}\n${contents}`, exitCode: verdict.holds ? 0 : 1 };
}
