// A key pressed while an IME composes (Enter confirms, Escape cancels, the arrows choose) belongs
// to the IME: one capture listener on the document stops it before any handler of the console sees
// it (docs/adr/0045-ime-composition-handled-in-one-place.md).

/** keyCode of a key the IME processed (all browsers; Safari's Enter after compositionend). */
const IME_PROCESS_KEY = 229;

/** True when the IME owns this key event. */
export function isImeKeyEvent(event: Pick<KeyboardEvent, 'isComposing' | 'keyCode'>): boolean {
  return event.isComposing || event.keyCode === IME_PROCESS_KEY;
}

function stopImeKey(event: KeyboardEvent): void {
  if (isImeKeyEvent(event)) event.stopImmediatePropagation();
}

/** Installs the guard on a document (the app's, or a test's); returns its removal. */
export function guardImeKeys(doc: Document = document): () => void {
  doc.addEventListener('keydown', stopImeKey, { capture: true });
  doc.addEventListener('keyup', stopImeKey, { capture: true });
  return () => {
    doc.removeEventListener('keydown', stopImeKey, { capture: true });
    doc.removeEventListener('keyup', stopImeKey, { capture: true });
  };
}
