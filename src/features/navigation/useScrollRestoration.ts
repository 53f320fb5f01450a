import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

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
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);

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
    if (shown.current === key) return; // StrictMode's second run of the same entry
    const firstRender = shown.current === null;
    shown.current = key;
    current = key;
    if (firstRender) readSaved();
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    // A fresh load is already where the browser put it (its top, or its #target).
    if (firstRender) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key, hash, navigationType]);
}
