import { useEffect, useState } from 'react';

/** Whether the element currently scrolls in either direction (measured by ResizeObserver). */
export function useIsScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setScrollable(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}
