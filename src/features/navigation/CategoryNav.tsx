import { useCallback, useState } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { DisclosureMenu } from '@/shared/components/DisclosureMenu';
import { useT } from '@/shared/i18n/useT';
import { CATEGORIES } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { navigationMessages } from './messages';

/**
 * The site's categories: a disclosure menu for each one with pages under it ("Documents overview", then
 * its guides), a plain link for the others. Only one menu is open at a time.
 */
export function CategoryNav({ className }: { className: string }) {
  const t = useT(navigationMessages);
  const site = useT(siteMessages);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const setOpen = useCallback(
    (href: string, open: boolean) =>
      setOpenMenu((current) => (open ? href : current === href ? null : current)),
    [],
  );

  return (
    <nav aria-label={t('menu.main')} className={className}>
      {CATEGORIES.map((category) =>
        category.children.length === 0 ? (
          <RouterNavLink key={category.href} to={category.href} className="nav-link">
            {site(category.labelKey)}
          </RouterNavLink>
        ) : (
          <DisclosureMenu
            key={category.href}
            label={site(category.labelKey)}
            open={openMenu === category.href}
            onOpenChange={(open) => setOpen(category.href, open)}
            groups={[
              [{ to: category.href, label: t('menu.overview', { section: site(category.labelKey) }) }],
              category.children.map((child) => ({ to: child.href, label: site(child.labelKey) })),
            ]}
          />
        ),
      )}
    </nav>
  );
}
