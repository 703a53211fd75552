// The undo journal behind `transaction`: a refused or failing request leaves no trace. The
// table layer (tables.ts) records how to undo each write while a transaction runs, and bumps
// the database's version on every write.
type Undo = () => void;

let journal: Undo[] | null = null;
/** Per table, how to put its rows back in their order before its first removal. */
let orderBefore: Map<string, Undo> | null = null;
let version = 0;

/** Increases on every write; hosts compare it to know when to persist, lists when to re-sort. */
export function databaseVersion(): number {
  return version;
}

export function bumpVersion(): void {
  version++;
}

/** Inside a transaction: how to undo the write just made. */
export function recordUndo(undo: Undo): void {
  journal?.push(undo);
}

/** Inside a transaction: how to restore `table`'s row order, kept from its first removal on. */
export function rememberOrder(table: string, restoreOrder: () => Undo): void {
  if (orderBefore && !orderBefore.has(table)) orderBefore.set(table, restoreOrder());
}

/**
 * Runs `fn`; if it throws, every write it made is undone (in reverse order) and the error
 * is re-thrown. Nested calls join the outer transaction. `fn` must be synchronous.
 */
export function transaction<T>(fn: () => T): T {
  if (journal) return fn();
  journal = [];
  orderBefore = new Map();
  try {
    return fn();
  } catch (error) {
    const undo = journal;
    const orders = orderBefore;
    journal = null;
    orderBefore = null;
    for (let i = undo.length - 1; i >= 0; i--) {
      try {
        undo[i]!();
      } catch (undoError) {
        console.error('[mock] rollback step failed', undoError);
      }
    }
    // A removed-then-restored row went to the end: put every row back in its place.
    for (const restoreOrder of orders.values()) restoreOrder();
    throw error;
  } finally {
    journal = null;
    orderBefore = null;
  }
}
