import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { isPlainClick } from '@/shared/lib/plainClick';

/** One tab: its key (part of the element ids), its label and what its panel holds. */
export interface TabItem<K extends string> {
  key: K;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern, styled as Bootstrap nav tabs or pills: a tablist of buttons with a roving
 * tabindex (Tab enters at the chosen tab and goes on to its panel), ArrowLeft/ArrowRight move and wrap,
 * Home/End jump to the ends, and a tab is chosen as soon as it takes focus. Tab `k` has the id
 * `${id}-tab-${k}` and controls the panel `${id}-tabpane-${k}`.
 *
 * `mount="all"` keeps every panel in the page, the others hidden by Bootstrap's .tab-pane (so the text is
 * in a prerendered page and prints in full); `mount="active"` renders only the chosen one; `mount="visited"`
 * renders a panel when it is first chosen and keeps it, `hidden` while closed, so what was typed or loaded
 * there is still there on coming back (the staff dashboard). With
 * `findable`, where the browser has it, a closed panel is `hidden="until-found"`: the browser's
 * find-in-page searches it too, and a match there (its `beforematch` event) opens that tab.
 *
 * With `linkTo`, each tab is a link to its own address (`?tab=…`) rather than a button, so a tap before
 * the app has arrived (or without it) opens that tab's page, which the server renders with the tab open
 * (issue 30: no early tap is lost). Once the app runs, a tap chooses the tab in place, as a button's
 * would; a tap with a modifier key (a new browser tab) is left to the link.
 */
export function Tabs<K extends string>({
  id,
  label,
  items,
  defaultKey,
  variant = 'tabs',
  mount = 'active',
  className,
  tabClassName,
  panelClassName,
  focusablePanels = false,
  activeKey,
  onSelect,
  findable = false,
  linkTo,
}: {
  id: string;
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<K>[];
  defaultKey?: K;
  variant?: 'tabs' | 'pills';
  mount?: 'all' | 'active' | 'visited';
  className?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** Lets keyboard users Tab from the tabs into a panel that holds no link or button. */
  focusablePanels?: boolean;
  /** The chosen tab, when the caller keeps it (in the address, say); otherwise the tabs keep their own. */
  activeKey?: K;
  onSelect?: (key: K) => void;
  /** With mount="all": closed panels can be found by find-in-page, which opens them. */
  findable?: boolean;
  /** The address that shows a tab: the tabs are then links to it. */
  linkTo?: (key: K) => To;
}) {
  // The tabs always show their own choice at once; a caller's `activeKey` (the address, which updates a
  // moment later) replaces it when it changes — Back, a link — so quick arrow presses are not lost.
  const [active, setOwnActive] = useState<K | undefined>(activeKey ?? defaultKey ?? items[0]?.key);
  const [callerKey, setCallerKey] = useState(activeKey);
  if (activeKey !== callerKey) {
    setCallerKey(activeKey);
    if (activeKey !== undefined) setOwnActive(activeKey);
  }
  const setActive = (key: K) => {
    setOwnActive(key);
    onSelect?.(key);
  };
  // Back or Forward shows what the address says, even when it comes before the address had caught up
  // with the last choice: then `activeKey` never changes (the choice's entry was never rendered), and
  // without this the tabs would keep showing a choice that is no longer in the address.
  const followCaller = useEffectEvent(() => {
    if (activeKey !== undefined) setOwnActive(activeKey);
  });
  useEffect(() => {
    window.addEventListener('popstate', followCaller);
    return () => window.removeEventListener('popstate', followCaller);
  }, []);
  // With mount="visited": the tabs chosen so far, whose panels stay in the page.
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set(active === undefined ? [] : [active]));
  if (mount === 'visited' && active !== undefined && !visited.has(active)) {
    setVisited(new Set(visited).add(active));
  }
  const inPage = (key: K) => mount === 'all' || key === active || (mount === 'visited' && visited.has(key));
  const tabRefs = useRef(new Map<K, HTMLElement>());
  const panelRefs = useRef(new Map<K, HTMLDivElement>());
  const hydrated = useHydrated();
  const openFound = useEffectEvent((key: K) => setActive(key));
  // After hydration, so the first render matches the prerendered HTML. React sets `hidden` on a panel
  // only with mount="visited", never with `findable` (mount="all"), so these attributes are the effect's alone.
  useEffect(() => {
    if (!findable || !hydrated || !('onbeforematch' in document.body)) return;
    const stops: (() => void)[] = [];
    for (const [key, panel] of panelRefs.current) {
      if (key === active) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', 'until-found');
      const onMatch = () => openFound(key);
      panel.addEventListener('beforematch', onMatch);
      stops.push(() => panel.removeEventListener('beforematch', onMatch));
    }
    return () => stops.forEach((stop) => stop());
  }, [findable, hydrated, active]);
  // Class names are spelt out in full, never built from parts: the build keeps only the CSS rules whose
  // class names appear in the sources.
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-tabpane-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    // Space chooses a button; on a link it would scroll the page. The focused tab is the chosen one.
    if (linkTo && event.key === ' ') {
      event.preventDefault();
      return;
    }
    const index = items.findIndex((item) => item.key === active);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = items[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    setActive(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <>
      <ul
        id={id}
        role="tablist"
        aria-label={label}
        className={`${variant === 'pills' ? 'nav nav-pills' : 'nav nav-tabs'}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {items.map(({ key, title }) => {
          const selected = key === active;
          const tab = {
            ref: (element: HTMLElement | null) => {
              if (element) tabRefs.current.set(key, element);
              else tabRefs.current.delete(key);
            },
            id: tabId(key),
            role: 'tab',
            'aria-selected': selected,
            'aria-controls': inPage(key) ? panelId(key) : undefined,
            tabIndex: selected ? undefined : -1,
            className: `${tabClassName ? `${tabClassName} ` : ''}nav-link${selected ? ' active' : ''}`,
          };
          return (
            <li key={key} className="nav-item" role="presentation">
              {linkTo ? (
                <Link
                  {...tab}
                  to={linkTo(key)}
                  preventScrollReset
                  onClick={(event) => {
                    if (!isPlainClick(event, event.currentTarget)) return;
                    event.preventDefault();
                    setActive(key);
                  }}
                >
                  {title}
                </Link>
              ) : (
                <button {...tab} type="button" onClick={() => setActive(key)}>
                  {title}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {items.map(({ key, content }) => {
          const selected = key === active;
          if (!inPage(key)) return null;
          return (
            <div
              key={key}
              ref={(panel) => {
                if (panel) panelRefs.current.set(key, panel);
                else panelRefs.current.delete(key);
              }}
              id={panelId(key)}
              role="tabpanel"
              aria-labelledby={tabId(key)}
              tabIndex={focusablePanels && selected ? 0 : undefined}
              // A kept panel is out of reach while closed, even without the CSS.
              hidden={mount === 'visited' && !selected ? true : undefined}
              className={[panelClassName, 'tab-pane', selected && 'active'].filter(Boolean).join(' ')}
            >
              {content}
            </div>
          );
        })}
      </div>
    </>
  );
}
