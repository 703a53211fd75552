// A key pressed while an IME composes belongs to the IME: Enter confirms a conversion, Escape
// cancels it, the arrows choose a candidate. Chromium and Firefox mark such a keydown
// `isComposing`; Safari sends the confirming Enter after compositionend with keyCode 229. No
// handler of the console may act on it (submit a form, close a dialog, pick an option).
//
// One capture listener on the document stops such a keydown before any other listener of the
// page sees it: React's (on the root), PrimeReact's (its Escape stack for dialogs and overlays
// listens on the document, bubbling) and any element's. The IME itself is unaffected (stopping
// propagation prevents no default action). The session's activity watcher listens on the
// window, before the document, so typing Japanese still counts as activity.

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
