// The document guard of src/screens/shared/ime/ime-key-guard.ts: a key the IME owns reaches no
// listener of the console (React's, PrimeReact's on the document, an element's), other keys do.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardImeKeys } from '../../../src/screens/shared/ime/ime-key-guard.ts';

/** A keydown as the browser sends it; keyCode is read-only in the init dictionary, so it is set after. */
function keydown(key: string, ime: { isComposing?: boolean; keyCode?: number }) {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    isComposing: ime.isComposing ?? false,
  });
  if (ime.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: ime.keyCode });
  return event;
}

describe('guardImeKeys', () => {
  let remove = () => {};
  afterEach(() => remove());

  it.each([
    ['Enter while composing (isComposing)', 'Enter', { isComposing: true }],
    ["Safari's Enter after compositionend (keyCode 229)", 'Enter', { keyCode: 229 }],
    ['Escape while composing', 'Escape', { isComposing: true, keyCode: 229 }],
  ])('%s reaches no handler', (_name, key, ime) => {
    remove = guardImeKeys();
    const onReactKey = vi.fn();
    const onDocumentKey = vi.fn();
    document.addEventListener('keydown', onDocumentKey);
    render(<input aria-label="box" onKeyDown={onReactKey} />);
    screen.getByLabelText('box').dispatchEvent(keydown(key, ime));
    document.removeEventListener('keydown', onDocumentKey);
    expect(onReactKey).not.toHaveBeenCalled();
    expect(onDocumentKey).not.toHaveBeenCalled();
  });

  it('any other key reaches the handlers', () => {
    remove = guardImeKeys();
    const onReactKey = vi.fn();
    render(<input aria-label="box" onKeyDown={onReactKey} />);
    fireEvent.keyDown(screen.getByLabelText('box'), { key: 'Enter', keyCode: 13 });
    expect(onReactKey).toHaveBeenCalledTimes(1);
  });
});
