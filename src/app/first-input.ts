// The visitor's first input to the page: a key, a pointer, a touch, or a field filled in (a
// password manager's autofill sends no key). A focus is not one: the login's autofocus is the
// page's own. What only a visitor who acts needs waits for it (docs/adr/0069-the-login-evaluates-no-zod.md).
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/** Calls `then` once, at the first input; the returned function stops waiting. */
export function afterFirstInput(then: () => void, target: EventTarget = document): () => void {
  const stop = () => {
    for (const type of INPUTS) target.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    then();
  }
  for (const type of INPUTS) target.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
