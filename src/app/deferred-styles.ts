// The built pages carry the critical CSS inline and their full stylesheet inside an inert
// <template> (scripts/prerender.ts): applied here, before a screen beyond the login and the
// console's frame renders (docs/adr/0065-app-shell-and-critical-css.md).

/** The <template> the build (scripts/prerender.ts) puts the stylesheets in. */
export const DEFERRED_STYLES_ID = 'deferred-styles';

const applied = new WeakMap<Document, Promise<void>>();

/**
 * Puts the deferred stylesheets in the page where their <template> was (the cascade order they
 * were built in) and resolves once they have loaded or failed; at once without a template (the
 * dev server links the stylesheet itself). Once per document.
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const known = applied.get(doc);
  if (known) return known;
  const template = doc.getElementById(DEFERRED_STYLES_ID);
  const links = template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll('link')] : [];
  const loaded = Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const live = doc.importNode(link, true);
          live.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that fails leaves the page with its critical CSS, still usable.
          live.addEventListener('error', () => resolve(), { once: true });
          template!.before(live);
        }),
    ),
  ).then(() => template?.remove());
  applied.set(doc, loaded);
  return loaded;
}
