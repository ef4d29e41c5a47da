import { useEffect, useRef, useState, type ReactNode } from 'react';
import { heightChangeMs } from './motion.js';
import { useIsomorphicLayoutEffect } from '../src/client/layoutEffect.js';

/**
 * Shows or hides its children with an animated height. Collapsed content stays in the DOM
 * (hidden) unless `lazy`, in which case it is mounted on first opening.
 */
export function Collapsible({ collapsed, children, className, id, lazy }: { collapsed: boolean; children: ReactNode; className?: string; id?: string; lazy?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Lazy: children are mounted the first time the section opens, so a page does not carry
  // every collapsed branch of a large sidebar in its HTML.
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  if (!mounted && !collapsed) setMounted(true);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // React has already hidden a section being collapsed (`hidden` below), which would make it
    // vanish at once and measure 0 px: it stays shown, before paint, until its height reaches 0.
    element.hidden = false;
    const height = element.scrollHeight;
    const duration = heightChangeMs(height);
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.overflow = 'hidden';
    if (collapsed) {
      element.style.height = `${height}px`;
      requestAnimationFrame(() => {
        element.style.height = '0px';
      });
    } else {
      element.style.height = '0px';
      requestAnimationFrame(() => {
        element.style.height = `${height}px`;
      });
    }
    const done = () => {
      element.style.transition = '';
      element.style.overflow = '';
      element.style.height = '';
      element.hidden = collapsed;
    };
    const timer = setTimeout(done, duration + 20);
    return () => clearTimeout(timer);
  }, [collapsed]);
  return (
    <div ref={ref} id={id} className={className} hidden={collapsed}>
      {mounted ? children : null}
    </div>
  );
}
