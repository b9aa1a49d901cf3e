import { AppShell } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './MainMenu.module.css';

/**
 * The side menu's scrolling part. The browser's own scrolling: Mantine's ScrollArea measured its
 * thumb on every load. It marks itself `data-more-below` while part of the menu lies below its
 * bottom edge, which draws the fade there.
 */
export function MenuScrollArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isMoreBelow = useIsMoreBelow(ref);
  useCurrentInView(ref);
  return (
    <AppShell.Section grow ref={ref} className={classes.scroller} data-more-below={isMoreBelow || undefined}>
      {children}
    </AppShell.Section>
  );
}

/**
 * The current page's entry (aria-current) scrolled into the menu's view when the page changes:
 * on a short screen, Users or a report sat below the menu's bottom edge, and nothing on the
 * screen said where in the app it was.
 */
function useCurrentInView(ref: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page the address names is measured afresh.
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    // Measured once the browser has laid the menu out (an observer's first report), so no
    // layout is forced while the page is still being drawn. Centred, clear of the fade drawn
    // over the menu's bottom edge while more of it lies below.
    const laidOut = new ResizeObserver(() => {
      laidOut.disconnect();
      const current = scroller.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current) return;
      const [entry, view] = [current.getBoundingClientRect(), scroller.getBoundingClientRect()];
      if (entry.top < view.top || entry.bottom > view.bottom) current.scrollIntoView({ block: 'center' });
    });
    laidOut.observe(scroller);
    return () => laidOut.disconnect();
  }, [ref, pathname]);
}

/**
 * Whether the element's content goes on below its bottom edge: checked as it scrolls, as it
 * resizes, and as its content resizes (a group folded or opened) or arrives (the menu is drawn
 * on a phone only once first opened).
 */
function useIsMoreBelow(ref: RefObject<HTMLElement | null>): boolean {
  const [isMoreBelow, setIsMoreBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setIsMoreBelow(element.scrollTop + element.clientHeight < element.scrollHeight - 1);
    // Checked only from the observers' callbacks, once the browser has laid the page out: read
    // anywhere else, scrollHeight lays out the whole page there and then, a long task on a phone.
    // Observing an element reports its size once, so each arrival is checked too.
    const sizes = new ResizeObserver(update);
    const observeAll = () => {
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
    };
    const arrivals = new MutationObserver(observeAll);
    observeAll();
    arrivals.observe(element, { childList: true });
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      sizes.disconnect();
      arrivals.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref]);
  return isMoreBelow;
}
