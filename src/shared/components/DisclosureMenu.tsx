import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
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
 * list is closed (`hidden`). `groups` are separated by a divider line.
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
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

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

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }

  return (
    <div ref={rootRef} className="nav-item dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
      </button>
      {/* A link followed closes the list; the page it opens takes focus (usePageAnnouncer). */}
      <ul
        ref={listRef}
        id={listId}
        className={`dropdown-menu${open ? ' show' : ''}`}
        hidden={!open}
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
    </div>
  );
}
