import * as icons from '@/shared/components/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/shared/components/Icon';
import { panelOpener, SlideOutPanel } from '@/shared/components/SlideOutPanel';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { siteMessages } from '@/shared/site/siteMessages';
import { CategoryNav } from './CategoryNav';
import { LANGUAGES_ID } from './SiteFooter';
import { navigationMessages } from './messages';

/** Where the header places a search box: in the bar from 768 px, in the slide-out panel below that. */
type HeaderSearchPlace = 'header' | 'mobile-menu';

/** Bootstrap's md breakpoint, where the bar's own search box and menus take over from the panel. */
const WIDE = '(min-width: 768px)';

/**
 * The sticky header. From 768 px (Bootstrap's md) it has two rows — brand and search, then the category
 * menus — so nothing wraps awkwardly at any width; below 768 px the categories move into a slide-out
 * panel, which also carries the search box (the bar's own is desktop-only). The layout supplies the
 * search box, so the header needs nothing of the search feature.
 */
export function SiteHeader({ renderSearch }: { renderSearch: (place: HeaderSearchPlace) => ReactNode }) {
  const t = useT(navigationMessages);
  const site = useT(siteMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  // Escape or the close button hand focus back to the menu button; a navigation must not, because the
  // layout moves focus to the new page's h1 instead.
  const [returnFocus, setReturnFocus] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close the slide-out panel when a link inside it is followed. Going to another page hands focus to
  // that page's h1; a link to the page already on screen changes nothing else, so the button gets it back.
  const [lastLocation, setLastLocation] = useState(location);
  if (lastLocation.key !== location.key) {
    setLastLocation(location);
    if (menuOpen) {
      setReturnFocus(lastLocation.pathname === location.pathname);
      setMenuOpen(false);
    }
  }

  // Widening the window past 768 px shows the bar's own menus: the modal panel must not stay over them.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(WIDE);
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  function openMenu() {
    setReturnFocus(true);
    setMenuOpen(true);
  }

  return (
    <header className="site-header sticky-top shadow-sm">
      <a className="skip-link" href="#main">
        {t('skip.main')}
      </a>
      <div className="site-bar navbar navbar-expand-md navbar-dark py-2">
        <div className="container-xl gap-2">
          <Link
            to={PATHS.home}
            className="navbar-brand d-flex align-items-center gap-2 fw-bold me-auto me-md-3"
          >
            <span className="brand-mark" aria-hidden="true" />
            <span>{site('site.name')}</span>
          </Link>
          {/* On a phone these move together to a row under the name when it needs the room (large text);
              from 768 px the wrapper steps aside (display: contents) and each sits in the bar as before. */}
          <div className="header-tools">
            {/* Where people look for a language choice: it leads to the footer's language buttons. */}
            <a href={`#${LANGUAGES_ID}`} className="header-language d-inline-flex align-items-center gap-1">
              <Icon path={icons.globe} size={20} />
              <span className="header-language-text">{t('language.menu')}</span>
            </a>
            <div className="d-none d-md-block header-search">{renderSearch('header')}</div>
            {/* While the app is on its way the browser opens the menu itself (panelOpener); without
                JavaScript, or when the app could not start (needs-app, src/app/appStart.ts), the button
                goes, and the footer's category links remain. */}
            <button
              ref={toggleRef}
              type="button"
              className="navbar-toggler border-light needs-app"
              aria-label={t('menu.open')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              {...panelOpener('site-menu')}
              onClick={(event) => {
                event.preventDefault();
                openMenu();
              }}
            >
              <Icon path={icons.menu} />
            </button>
          </div>
          <CategoryNav className="site-nav navbar-nav d-none d-md-flex flex-wrap" />
        </div>
      </div>
      <SlideOutPanel
        id="site-menu"
        title={t('menu.title')}
        closeLabel={t('menu.close')}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        opener={toggleRef}
        returnFocus={returnFocus}
        onOpen={openMenu}
      >
        <div className="mb-3">{renderSearch('mobile-menu')}</div>
        <CategoryNav className="navbar-nav" />
      </SlideOutPanel>
    </header>
  );
}
