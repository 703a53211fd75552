// The report of one run of check-server (check.ts makes it, report.ts prints it). It holds
// what was learned of each call and never a credential, a token or an answer's text.
import type { EndpointId } from '../../src/api/catalog/endpoints.ts';
import type { ExtensionId } from '../../src/api/catalog/extensions.ts';
import type { WriteCheck } from './writes.ts';

/**
 * ok: answered and read as the console reads it; none: a 404 the call documents as "nothing set
 * up"; missing: 404/405/501; network: no answer; unreadable: the console cannot read the answer;
 * refused: another HTTP error; not-sent: the client did not send it (an extension the
 * capabilities document leaves out); skipped: not made (see `note`).
 */
export type Outcome = 'ok' | 'none' | 'missing' | 'network' | 'unreadable' | 'refused' | 'not-sent' | 'skipped';

/** A field of the contract's schema the console read as null: the screen shows its fallback. */
export interface Fallback {
  /** Dotted, `[]` for the rows of an array: `type`, `stats.totalUsers`, `licenseStatuses[].count`. */
  field: string;
  /** How many rows (or 1 for a single object) lacked it, of how many. */
  count: number;
  of: number;
}

export interface ListShape {
  /** The answer's rows field in the contract (`licenses`). */
  field: string;
  /** Rows the console reads. */
  rows: number;
  /** Rows left out for lack of an essential field, and the first reason. */
  leftOut: number;
  /** 'bare array', or the field of the envelope that held the rows. */
  form: { bare: true } | { bare: false; rowsField: string };
  /** Whether the answer had a total; null for a list whose contract has none. */
  total: boolean | null;
  /** The total it gave, if any. */
  totalRows: number | null;
  /** Asked for page=1&pageSize=10: whether it answered one page (a total, at most 10 rows); null if not asked. */
  paged: boolean | null;
  /** Whether the console will page, sort, search and filter this list in the browser; null when it never does. */
  browserPages: boolean | null;
}

export interface CallCheck {
  id: EndpointId;
  method: string;
  /** The catalog's method and path: `GET /licenses`, `GET /devices/:id`. */
  endpoint: string;
  /** The same with the query sent: `GET /licenses?page=1&pageSize=10`. */
  call: string;
  /** The extension the call belongs to (never a failure), or null for a call of the contract. */
  extension: ExtensionId | null;
  outcome: Outcome;
  /** The HTTP status, 0 for a network error, null when not sent. */
  status: number | null;
  /** Why it was skipped, or what went wrong (the server's text or the reader's reason). */
  note: string | null;
  list: ListShape | null;
  fallbacks: Fallback[];
  /** Where the answer differs from the documented schema (docs/openapi.json), though the console reads it. */
  strictDiffs: string[];
}

export type ExtensionState = 'present' | 'absent' | 'unknown';

export interface ExtensionCheck {
  id: ExtensionId;
  /** The console's name of it (Japanese). */
  name: string;
  state: ExtensionState;
  /** How it was learned: the capabilities document, a call's answer, the lists' paging… */
  evidence: string;
}

export interface SignIn {
  email: string;
  ok: boolean;
  status: number | null;
  /** The server's role for the account (ADMIN, USER…), when signed in. */
  role: string | null;
  admin: boolean;
  /** Why the sign-in failed. */
  message: string | null;
}

export interface Report {
  baseUrl: string;
  signIn: SignIn;
  calls: CallCheck[];
  extensions: ExtensionCheck[];
  /** Calls of the contract that did not answer readably: the run fails on them. */
  failures: CallCheck[];
  /** With --writes: each write of the contract made, and what came of it; null without. */
  writes: WriteCheck[] | null;
  exitCode: 0 | 1;
}
