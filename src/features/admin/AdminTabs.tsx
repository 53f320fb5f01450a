import { useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import { ADMIN_TAB_LABELS, parseAdminTab, type AdminTab } from './adminTabList';
import { adminMessages } from './messages';
import './admin.css';

/**
 * The dashboard's tabs, underlined like every other set of tabs on the site. The open tab lives in the address
 * (`?tab=generator`) so it can be linked to and survives a reload; switching replaces the history entry
 * rather than adding one per click. Arrow keys move between tabs (react-bootstrap's tablist).
 */
export function AdminTabs({
  tabs,
  panels,
}: {
  /** The tabs this person's role may see (adminTabList.ts `tabsFor`). */
  tabs: readonly AdminTab[];
  panels: Partial<Record<AdminTab, ReactNode>>;
}) {
  const t = useT(adminMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabInAddress = parseAdminTab(searchParams.get('tab'));
  // The tab is switched at once, not when the router has caught up: the tablist moves focus to the
  // selected tab on the very next render (arrow keys), and router updates arrive later, as transitions.
  const [active, setActive] = useState(tabInAddress);
  const [lastTabInAddress, setLastTabInAddress] = useState(tabInAddress);
  if (tabInAddress !== lastTabInAddress) {
    // The address changed some other way (a link, Back): follow it.
    setLastTabInAddress(tabInAddress);
    setActive(tabInAddress);
  }

  // A tab chosen with the arrow keys takes focus as it is drawn. react-bootstrap's own refocus is not
  // enough: it is an effect that runs after whichever render of its tablist comes next. When the key
  // arrives while React still owes the effects of the render that drew the address (a busy phone), that
  // one runs first, before the choice is drawn, and focuses the tab being left (journey in admin.spec.ts).
  const navRef = useRef<HTMLDivElement>(null);
  const focusWhenDrawn = useRef<AdminTab | null>(null);
  useLayoutEffect(() => {
    if (focusWhenDrawn.current !== active) return;
    focusWhenDrawn.current = null;
    navRef.current?.querySelector<HTMLElement>(`[data-rr-ui-event-key="${active}"]`)?.focus();
  }, [active]);

  function select(key: string | null, event?: SyntheticEvent<unknown>) {
    const tab = parseAdminTab(key);
    if (event?.type === 'keydown') focusWhenDrawn.current = tab;
    setActive(tab);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tab.Container id="admin" activeKey={active} onSelect={select} mountOnEnter>
      <Nav ref={navRef} variant="tabs" aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <Nav.Link key={tab} as="button" type="button" eventKey={tab} className="admin-tab">
            <Icon path={ADMIN_TAB_LABELS[tab].icon} size={18} />
            {t(ADMIN_TAB_LABELS[tab].labelKey)}
          </Nav.Link>
        ))}
      </Nav>
      <Tab.Content className="pt-4">
        {tabs.map((tab) => (
          // `hidden` as well as Bootstrap's classes: a closed tab stays out of reach even without the CSS.
          <Tab.Pane key={tab} eventKey={tab} hidden={tab !== active}>
            {panels[tab]}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
