import type { ClientDirective } from 'astro';

/** How long an island waits for the first contentful paint at most (a page that never reports one). */
const PAINT_WAIT_MS = 3000;

/**
 * `client:afterpaint`: hydrates as `client:idle` does, but never before the page's first
 * contentful paint. The browser can be idle before it paints (waiting on the stylesheet, or on the
 * compositor to show the frame), and an island whose code is requested then sits on the path to
 * the first paint in Lighthouse's estimate: the LCP of the same page read 1.1 s in one run and
 * 1.66 s in the next (decision 113). The paint's own timing entry says when it was shown; the idle
 * wait follows it.
 */
const hydrateAfterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  afterFirstContentfulPaint(() =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void hydrate()) : setTimeout(() => void hydrate(), 200),
  );
};

function afterFirstContentfulPaint(then: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reported || painted()) return then();
  // Whichever comes first ends the other: a disconnected observer reports nothing more.
  const observer = new PerformanceObserver(() => painted() && once());
  const timer = setTimeout(once, PAINT_WAIT_MS);
  function once() {
    observer.disconnect();
    clearTimeout(timer);
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
}

export default hydrateAfterPaint;
