import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';

/** Where each history entry was left, by the entry's key; kept for the tab's life across reloads. */
const STORAGE_KEY = 'cgn.scroll.v1';
const positions = new Map<string, number>();
let current = '';

function readSaved(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Unreadable or blocked storage: positions are simply not restored after a reload.
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // As above: nothing is lost but the convenience.
  }
}

/**
 * What the browser does for ordinary pages, for this single-page app: a new page opens at its top (or
 * its #target), and Back or Forward — even from another site, or after a reload — returns to where the
 * visitor left that page. The position is recorded as the visitor scrolls, because by the time the app
 * learns of a navigation the next page may already be on screen, shorter, with the position lost.
 * (main.tsx gives every fresh page load a history key of its own, so a new visit never reopens an old
 * one's position.)
 */
export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  // React Router's enum read as its values ('POP', 'PUSH', 'REPLACE'): compared with 'POP' as text.
  const navigationType: `${NavigationType}` = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => positions.set(current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.key === key) return; // StrictMode's second run of the same entry
    shown.current = { key, pathname };
    current = key;
    if (!before) readSaved();
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    // A fresh load is already where the browser put it (its top, or its #target).
    if (!before) return;
    const target = hash ? elementNamed(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    // Only a new page starts at its top: a guide tab or an admin tab changes the query, and the visitor
    // stays where they are.
    else if (pathname !== before.pathname) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key, pathname, hash, navigationType]);
}

/** The element a #fragment names, if any (a fragment that is not valid percent-encoding names none). */
function elementNamed(fragment: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}
