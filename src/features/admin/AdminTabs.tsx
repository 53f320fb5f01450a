import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import { Tabs } from '@/shared/components/Tabs';
import { ADMIN_TAB_LABELS, parseAdminTab, type AdminTab } from './adminTabList';
import { adminMessages } from './messages';
import './admin.css';

/**
 * The dashboard's tabs: the site's own Tabs, as on the public pages (arrow keys, Home and End; the chosen
 * tab takes focus at once). The open tab lives in the address (`?tab=generator`) so it can be linked to and
 * survives a reload; switching replaces the history entry rather than adding one per click. A tab's panel
 * is drawn when first opened and kept, hidden, after (what was typed there is still there on return).
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

  function select(tab: AdminTab) {
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
    <Tabs
      id="admin"
      label={t('tabs.label')}
      items={tabs.map((tab) => ({
        key: tab,
        title: (
          <>
            <Icon path={ADMIN_TAB_LABELS[tab].icon} size={18} />
            {t(ADMIN_TAB_LABELS[tab].labelKey)}
          </>
        ),
        content: panels[tab],
      }))}
      activeKey={parseAdminTab(searchParams.get('tab'))}
      onSelect={select}
      mount="visited"
      tabClassName="admin-tab"
      panelClassName="pt-4"
    />
  );
}
