// The build's /login arrives with the page already in #root (scripts/prerender.ts), inert until
// React replaces it. Chromium records a painted element as the Largest Contentful Paint only
// when the paint's presentation time comes back while the element still exists: a replacement
// before then drops the record and the live page's later paint counts instead, a much later LCP
// (measured: docs/decisions.md, the stand-ins table). So the first render waits for that record, never longer than MAX_WAIT_MS, and not at all when there
// is no prerendered markup, no LCP in this browser, or the page is hidden (it does not paint).

export const MAX_WAIT_MS = 1000;

export function afterPrerenderedPaint(container: HTMLElement): Promise<void> {
  const lcp = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (!container.firstChild || !lcp || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    const timer = setTimeout(done, MAX_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
