import type { ClientDirective } from 'astro';

/**
 * `client:afterpaint`: hydrates as `client:idle` does, but never before the page's first
 * contentful paint. The browser can be idle before it paints (waiting on the stylesheet, or on the
 * compositor to show the frame), and an island whose code is requested then sits on the path to
 * the first paint in Lighthouse's estimate: the LCP of the same page read 1.1 s in one run and
 * 1.66 s in the next (decision 113). The paint's own timing entry says when it was shown; the idle
 * wait follows it. A hidden tab paints nothing, so its islands hydrate once it is shown.
 */
const hydrateAfterPaint: ClientDirective = (load) => {
  const hydrate = () => void load().then((hydrateIsland) => hydrateIsland());
  // Where there is no idle callback (Safari), the next task.
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(hydrate);
  const painted = (list: Performance | PerformanceObserverEntryList) => list.getEntriesByName('first-contentful-paint').length > 0;
  // A browser that does not report paints hydrates when idle, as client:idle does.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') || painted(performance)) return whenIdle();
  const observer = new PerformanceObserver((list) => {
    if (!painted(list)) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
};

export default hydrateAfterPaint;
