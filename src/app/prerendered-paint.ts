// The prerendered /login stays until Chromium has recorded its paint as the LCP (a replacement
// before then makes the live page's later paint count), at most MAX_WAIT_MS; no wait without
// prerendered markup, LCP support or a visible page (docs/adr/0032-prerendered-login.md).

export const MAX_WAIT_MS = 1000;

export function afterPrerenderedPaint(container: HTMLElement): Promise<void> {
  const lcp =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
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
