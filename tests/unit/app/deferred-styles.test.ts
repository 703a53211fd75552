// The full stylesheet the build defers (src/app/deferred-styles.ts): applied once, where its
// template was, and awaited.
import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, DEFERRED_STYLES_ID } from '../../../src/app/deferred-styles.ts';

function pageWithTemplate(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = `<style>.a{}</style><template id="${DEFERRED_STYLES_ID}"><link rel="stylesheet" href="/app.css"></template><meta name="x">`;
  return doc;
}

describe('applyDeferredStyles', () => {
  afterEach(() => document.head.replaceChildren());

  it('puts the stylesheet where its template was and resolves once it has loaded, once per page', async () => {
    const doc = pageWithTemplate();
    let done = false;
    const applied = applyDeferredStyles(doc).then(() => (done = true));
    expect(applyDeferredStyles(doc)).toBe(applyDeferredStyles(doc));
    const links = doc.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.previousElementSibling?.tagName).toBe('STYLE');
    await Promise.resolve();
    expect(done).toBe(false);
    links[0]!.dispatchEvent(new Event('load'));
    await applied;
    expect(doc.getElementById(DEFERRED_STYLES_ID)).toBeNull();
    expect(doc.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('resolves on a stylesheet that fails too (the critical CSS stays), and at once on a page without a template', async () => {
    const doc = pageWithTemplate();
    const applied = applyDeferredStyles(doc);
    doc.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
    await expect(applyDeferredStyles(document.implementation.createHTMLDocument('dev'))).resolves.toBeUndefined();
  });
});
