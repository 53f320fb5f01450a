import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { guideSectionId } from './guideSectionId';
import type { Guide } from './guideTypes';

/**
 * An address that names a section of the open tab (`?tab=verification#nin-verification-shortCode`, as
 * every search result for a section does) brings the reader to that section's heading: scrolled to (the
 * page's scroll-behavior is smooth only when the visitor has not asked for reduced motion) and focused,
 * so a screen reader reads on from the section and Tab goes on to its first link.
 *
 * The browser cannot do it alone: the prerendered page shows the first tab, so at load the section is
 * hidden and its #fragment finds nothing (or, while the app starts, every part is shown and the browser
 * scrolls to where the heading is then). Done once per history entry, once hydrated; not when Back
 * returns to a place the visitor had scrolled to (useScrollRestoration has already put them there).
 */
export function useSectionTarget<K extends string>(guide: Guide<K>, activeTab: string | undefined): void {
  const { key, hash } = useLocation();
  // React Router's enum read as its values ('POP', 'PUSH', 'REPLACE'): compared with 'POP' as text.
  const navigationType: `${NavigationType}` = useNavigationType();
  const hydrated = useHydrated();
  const done = useRef<string | null>(null);
  // The entry the page was loaded on: its navigation type is POP too, but it is an arrival, not a Back.
  const loadedOn = useRef(key);

  useEffect(() => {
    if (!hydrated || !hash || done.current === key) return;
    done.current = key;
    const tab = guide.tabs.find((tab) => tab.id === activeTab);
    const named = tab?.sections.some((section) => `#${guideSectionId(guide.id, section.heading)}` === hash);
    const heading = named ? document.getElementById(hash.slice(1)) : null;
    const backToAPlaceScrolledTo = navigationType === 'POP' && key !== loadedOn.current && window.scrollY > 0;
    if (!heading || backToAPlaceScrolledTo) return;
    heading.tabIndex = -1;
    heading.scrollIntoView({ block: 'start' });
    // After the layout's own move of focus to the page's h1 (usePageAnnouncer, an effect of a parent,
    // which React runs after this one): the section, not the top of the page, is where the reader is.
    queueMicrotask(() => heading.focus({ preventScroll: true }));
  }, [guide, activeTab, key, hash, navigationType, hydrated]);
}
