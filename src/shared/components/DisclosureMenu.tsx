import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { lastOf } from '@/shared/lib/lists';

/** One link in a disclosure menu. */
export interface MenuLink {
  to: string;
  label: string;
}

/** Which link to focus once the menu has opened. */
type FocusTarget = 'first' | 'last';

/**
 * A button that shows and hides a list of links (the WAI-ARIA disclosure pattern, with the arrow keys of a
 * menu button), styled as a Bootstrap dropdown. Enter or Space toggles the list and leaves focus on the
 * button; ArrowDown (or ArrowUp) opens it and focuses the first (or last) link; inside it ArrowUp/ArrowDown
 * move and wrap, Home/End jump to the ends; Escape closes it and hands focus back to the button. A click
 * outside or Tab out of it closes it too. The links are real anchors, in the page's HTML even while the
 * list is closed. `groups` are separated by a divider line.
 *
 * It is a <details> whose <summary> is the button, so it opens before the app has arrived (or without
 * it): the browser toggles a <details> by itself (issue 30: a tap before the script is not lost). Once
 * the app runs, it takes over: the browser's own toggle is cancelled and the list opens and closes as
 * `open` says, and a list the visitor opened before is taken over open. Until then the button has no
 * aria-expanded of the app's (the browser says whether a <details> is open) and the list no `hidden`.
 *
 * Controlled (`open`, `onOpenChange`), so a parent can keep only one of several menus open.
 */
export function DisclosureMenu({
  label,
  groups,
  open,
  onOpenChange,
}: {
  label: string;
  groups: MenuLink[][];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const listId = `${id}-menu`;
  const rootRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const hydrated = useHydrated();
  const synced = useRef(false);

  // Opened before the app ran: the app takes it over open (a parent keeping one menu open closes the
  // others on its next render, below).
  useEffect(() => {
    if (rootRef.current?.open) onOpenChange(true);
    // Once, as the app takes over the page's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // From then on the <details> shows what `open` says (on the first run it still shows what the visitor
  // chose, which the effect above has just reported).
  useEffect(() => {
    const details = rootRef.current;
    if (!synced.current) synced.current = true;
    else if (details && details.open !== open) details.open = open;
  });

  const links = () => [...(listRef.current?.querySelectorAll('a') ?? [])];

  // The list is only visible after the render that opens it, so a requested focus waits for that.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const all = links();
    (pendingFocus.current === 'first' ? all[0] : lastOf(all))?.focus();
    pendingFocus.current = null;
  });

  // A press anywhere outside closes the list. Listened for only while it is open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  function openAndFocus(target: FocusTarget) {
    if (open) {
      const all = links();
      (target === 'first' ? all[0] : lastOf(all))?.focus();
    } else {
      pendingFocus.current = target;
      onOpenChange(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const onButton = event.target === buttonRef.current;
    if (event.key === 'Escape') {
      if (!open) return;
      // Handled here, so an enclosing dialog does not also close on the same key.
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (onButton) {
      // The app's toggle, in place of the browser's own (which each browser starts at its own moment).
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpenChange(!open);
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  }

  // Tab (or anything else) taking focus out of the button and its links closes the list.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  }

  function onButtonClick(event: MouseEvent<HTMLElement>) {
    event.preventDefault();
    onOpenChange(!open);
  }

  return (
    // Arrow keys and Escape are the menu's, wherever focus is inside it (its button or a link): handled
    // once here for both. Both are interactive; the <details> only gathers their keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={rootRef}
      className="nav-item dropdown"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // Its `open` is the visitor's before the app runs, so it may differ from the server's HTML then
      // (React would say so in development; it changes nothing).
      suppressHydrationWarning
      // The browser opened it itself (find-in-page reaches a link in it, say): the app follows.
      onToggle={(event) => {
        if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
      }}
    >
      {/* role="button": a <summary> is one to the browser, but not to every screen reader and test. */}
      <summary
        ref={buttonRef}
        role="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={onButtonClick}
      >
        {label}
      </summary>
      {/* A link followed closes the list; the page it opens takes focus (usePageAnnouncer). Shown
          whenever its <details> is open (`show`); hidden as well while the app keeps it closed. The
          click is a link's, bubbled up: links answer the keyboard themselves. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={listRef}
        id={listId}
        className="dropdown-menu show"
        hidden={hydrated ? !open : undefined}
        onClick={() => onOpenChange(false)}
      >
        {groups.flatMap((group, g) =>
          group.map((link, i) => (
            <li key={link.to} className={g > 0 && i === 0 ? 'dropdown-group-start' : undefined}>
              <Link to={link.to} className="dropdown-item">
                {link.label}
              </Link>
            </li>
          )),
        )}
      </ul>
    </details>
  );
}
