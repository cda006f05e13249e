import { useEffect, useRef, useState } from 'react';

/** The figure's own width in CSS pixels, so text stays 12 px whatever the screen (640 until measured). */
export function useWidth<T extends HTMLElement = HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry!.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
