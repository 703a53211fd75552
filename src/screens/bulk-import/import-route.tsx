// An import's route (一括発行, ユーザー一括登録): admins only, then the one import screen with the
// kind made once from its calls and the signed-in user's history; after a run that created
// anything, the file is remembered in that history and the kind's lists are read again.
import { useState } from 'react';
import type { ExtensionId } from '../../api/catalog/extensions.ts';
import type { ImportCalls } from '../../api/resources/licensing/bulk-import.ts';
import { useCalls, type CallsOf } from '../../api/resources/use-calls.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { useCurrentUser } from '../shared/state/current-user.tsx';
import { recordImport, type ImportRecord } from '../shared/state/import-history.ts';
import { AdminOnly } from './admin-only.tsx';
import { BulkImportScreen } from './bulk-import-screen.tsx';
import { historyLookups } from './history-lookups.ts';
import type { ImportKind } from './import-kind.ts';
import type { ImportPreview } from './reading/preview.ts';

/** What an import's calls have at least: the lists read again after a run. */
type Calls = Pick<ImportCalls<unknown, unknown>, 'invalidate'>;

export interface ImportDefinition<C extends Calls, P> {
  title: string;
  /** Where this browser's history keeps the imported files; the template and result files are named after it. */
  history: ImportRecord['kind'];
  /** What the history keeps of the rows created (the order numbers; nothing of a user). */
  remembered: (preview: ImportPreview<P>, created: readonly number[]) => string[];
  /** The extension asked for before the first file: what the run's calls depend on. */
  askedEarly: ExtensionId;
  calls: CallsOf<C>;
  kindOf: (
    calls: C,
    /** This browser's history as it is when asked (a file is read after earlier runs were recorded). */
    history: () => ReturnType<typeof historyLookups>,
  ) => Omit<ImportKind<P>, 'title' | 'fileBase' | 'afterRun'>;
}

export function ImportRoute<C extends Calls, P>({ definition }: { definition: ImportDefinition<C, P> }) {
  return (
    <AdminOnly title={definition.title}>
      <AdminImport definition={definition} />
    </AdminOnly>
  );
}

function AdminImport<C extends Calls, P>({ definition: d }: { definition: ImportDefinition<C, P> }) {
  const calls = useCalls(d.calls);
  useExtension(d.askedEarly);
  const userId = useCurrentUser()?.id ?? '';
  // Made once: the import machine keeps the calls it was given for the screen's life.
  const [kind] = useState((): ImportKind<P> => ({
    ...d.kindOf(calls, () => historyLookups(userId, d.history)),
    title: d.title,
    fileBase: `${d.history}-import`,
    afterRun: async (preview, results) => {
      const created = Object.entries(results).flatMap(([i, r]) => (r.kind === 'done' ? [Number(i)] : []));
      if (created.length > 0)
        recordImport(userId, {
          kind: d.history,
          fingerprint: preview.fingerprint,
          fileName: preview.fileName,
          at: new Date().toISOString(),
          references: d.remembered(preview, created),
        });
      // The lists (and for licences the dashboard and quota) show what was created at once.
      await calls.invalidate();
    },
  }));
  return <BulkImportScreen kind={kind} />;
}
