// `<details>` that opens and closes with an animated height. The summary stays the native,
// keyboard-focusable toggle (Enter/Space); we only take over the animation. Duration grows with
// the content's height (Material's curve) and drops to 1 ms under prefers-reduced-motion.
import {
  Children,
  cloneElement,
  isValidElement,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type HTMLAttributes,
  type SyntheticEvent,
} from 'react';
import { heightChangeMs } from '../motion.js';
import { useIsomorphicLayoutEffect } from '../../src/client/layoutEffect.js';

export interface DetailsProps extends Omit<HTMLAttributes<HTMLElement>, 'onToggle' | 'children'> {
  open?: boolean;
  className?: string;
  /** The summary when the content has no `<summary>` of its own (Docusaurus's `<Details summary="…">`). */
  summary?: ReactNode;
  children?: ReactNode;
}

const EASING = 'ease-in-out';

type SummaryElement = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

// Other props (`id`, `style`, `data-*`) go on the element, as Docusaurus's Details passes them.
export function Details({ open: initiallyOpen = false, className, summary: summaryProp, children, ...attributes }: DetailsProps) {
  const all = Children.toArray(children);
  const summary = all.find((child): child is SummaryElement => isValidElement(child) && child.type === 'summary');
  const content = all.filter((child) => child !== summary);
  const [open, setOpen] = useState(initiallyOpen);
  const [collapsed, setCollapsed] = useState(!initiallyOpen);
  const contentRef = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  // The finished closing animation keeps the content at 0 px until React has closed the
  // element: without the hold, the content springs back to full height for the frame between
  // the animation's end and the re-render, a visible flash at the end of every close.
  const heldClosed = useRef<Animation | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (open) return;
    heldClosed.current?.cancel();
    heldClosed.current = null;
  }, [open]);

  const animate = (from: number, to: number, done: () => void) => {
    const element = contentRef.current;
    animation.current?.cancel();
    heldClosed.current?.cancel();
    heldClosed.current = null;
    if (!element || typeof element.animate !== 'function') return done();
    const duration = heightChangeMs(Math.abs(to - from));
    const running = element.animate([{ height: `${from}px`, overflow: 'hidden' }, { height: `${to}px`, overflow: 'hidden' }], {
      duration,
      easing: EASING,
      fill: to === 0 ? 'forwards' : 'none',
    });
    animation.current = running;
    if (to === 0) heldClosed.current = running;
    // A cancelled animation rejects `finished`; the next animation takes over, nothing to report.
    running.finished.catch(() => {});
    running.onfinish = () => {
      animation.current = null;
      done();
    };
  };

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
      // Measure once React has rendered the content open.
      requestAnimationFrame(() => animate(0, contentRef.current?.scrollHeight ?? 0, () => {}));
    } else {
      setCollapsed(true);
      animate(contentRef.current?.scrollHeight ?? 0, 0, () => setOpen(false));
    }
  };

  // Find-in-page and other native toggles open the element without a click: follow them.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    if (isOpen !== open && !animation.current) {
      setOpen(isOpen);
      setCollapsed(!isOpen);
    }
  };

  const summaryElement = summary ? cloneElement(summary, { onClick: toggle }) : <summary onClick={toggle}>{summaryProp ?? 'Details'}</summary>;
  return (
    <details {...attributes} className={className ? `details ${className}` : 'details'} open={open} data-collapsed={collapsed} onToggle={onToggle}>
      {summaryElement}
      <div ref={contentRef} className="details-content">
        {content}
      </div>
    </details>
  );
}
