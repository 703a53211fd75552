// Records one call of the API in the audit log, after its transaction, so a refusal is recorded
// although its writes were undone (docs/adr/0042-audit-log-recorded-in-the-handler-wrapper.md).
// A call refused before its caller is known is not, except a login (its caller: the address).
import {
  AUDIT_ACTIONS,
  OPERATION_ID_HEADER,
  operationIdSchema,
  type AuditAction,
  type AuditEntryWire as AuditEntry,
} from '../../api/schemas/reports/audit.ts';
import { tables, type UserRow } from '../db.ts';
import { newId } from '../domain/ids.ts';
import { nowIso } from '../settings.ts';
import {
  appendAudit,
  auditRow,
  bulkRunOf,
  nextAuditSeq,
  replaceAudit,
  runResult,
  type AuditRow,
} from '../database/audit-log.ts';
import { SUBJECTS, type Subject, type SubjectInput } from './subjects.ts';

type Actor = AuditEntry['actor'];

export const isAuditedAction = (id: string): id is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(id);

/** The operation id of a bulk run's call: undefined when absent, null when malformed. */
export function operationIdOf(request: Request): string | null | undefined {
  const raw = request.headers.get(OPERATION_ID_HEADER);
  if (raw === null) return undefined;
  const parsed = operationIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export interface AuditRecord {
  /** The signed-in caller (after authentication). */
  caller(user: Readonly<UserRow>): void;
  /** The call's input, read before the call runs (its object as it was). */
  input(input: SubjectInput, operationId: string | undefined): void;
  done(response: unknown): void;
  refused(reason: string): void;
}

export function openAuditRecord(action: AuditAction): AuditRecord {
  const rule = SUBJECTS[action];
  let actor: Actor | null = null;
  let subject: Subject | null = null;
  let operationId: string | null = null;
  let asked: SubjectInput | null = null;
  let prior: unknown = undefined;

  const write = (
    result: 'done' | 'refused',
    reason: string | null,
    after: Subject | null,
    detail: string | null = null,
  ) => {
    const about = after ?? subject ?? { objectId: null, objectLabel: '', licenseId: null };
    if (!actor) return;
    // Keys in the row schema's order: a dump read back compares equal as text.
    const row: AuditRow = {
      id: newId(),
      at: nowIso(),
      actor,
      action,
      objectType: rule.type,
      objectId: about.objectId,
      objectLabel: about.objectLabel,
      result,
      reason,
      detail,
      operationId,
      items: null,
      seq: 0,
      licenseId: about.licenseId,
    };
    if (operationId) countInRun(row);
    appendAudit({ ...row, seq: nextAuditSeq() });
  };

  return guarded({
    caller(user) {
      actor = { id: user.id, email: user.email, role: user.role };
    },
    input(input, opId) {
      subject = rule.before(input);
      asked = input;
      prior = rule.prior?.(input);
      operationId = opId ?? null;
      // A login's caller is whoever the address names (or just the address).
      if (action === 'login' && !actor)
        actor = {
          id: subject.objectId,
          email: subject.objectLabel,
          role: subject.objectId ? (tables.users.get(subject.objectId)?.role ?? null) : null,
        };
      if (action === 'register' && !actor) actor = { id: null, email: subject.objectLabel, role: null };
    },
    done(response) {
      const after = rule.after?.(response) ?? null;
      if (action === 'register' && after?.objectId)
        actor = { id: after.objectId, email: after.objectLabel, role: 'USER' };
      const detail = rule.detail && asked ? rule.detail({ input: asked, prior, response }) : null;
      write('done', null, after && after.objectId ? after : null, detail);
    },
    refused(reason) {
      write('refused', reason, null);
    },
  });
}

/** Recording never changes the answer: a failure to record is logged, the call answers as it would. */
function guarded(record: AuditRecord): AuditRecord {
  const safe =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        console.error('[mock] audit log: could not record', error);
      }
    };
  return {
    caller: safe(record.caller),
    input: safe(record.input),
    done: safe(record.done),
    refused: safe(record.refused),
  };
}

/** A bulk run's item: the run's entry (made by its first item) counts it. */
function countInRun(item: AuditRow): void {
  const runId = bulkRunOf(item.actor.id, item.operationId!);
  const run = runId === undefined ? undefined : auditRow(runId);
  const done = item.result === 'done' ? 1 : 0;
  if (run?.items) {
    const items = { total: run.items.total + 1, done: run.items.done + done, refused: run.items.refused + 1 - done };
    replaceAudit({ ...run, items, result: runResult(items) });
    return;
  }
  const items = { total: 1, done, refused: 1 - done };
  appendAudit({
    ...item,
    id: newId(),
    seq: nextAuditSeq(),
    objectId: null,
    objectLabel: '',
    licenseId: null,
    reason: null,
    detail: null,
    items,
    result: runResult(items),
  });
}
