import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { CATEGORIES } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { navMessages } from './messages';

/** Where the header places a search box: in the bar from 768 px, in the slide-out panel below that. */
type HeaderSearchPlace = 'header' | 'mobile-menu';

/**
 * The sticky header. From 768 px (Bootstrap's md) it has two rows — brand and search, then the category
 * dropdowns — so nothing wraps awkwardly at any width; below 768 px the categories move into a slide-out
 * panel, which also carries the search box (the bar's own is desktop-only). The layout supplies the
 * search box, so the header needs nothing of the search feature.
 */
export function SiteHeader({ renderSearch }: { renderSearch: (place: HeaderSearchPlace) => ReactNode }) {
  const t = useT(navMessages);
  const site = useT(siteMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  // Escape or the close button hand focus back to the menu button; a navigation must not, because
  // the layout moves focus to the new page's h1 instead (and the closing panel must not trap it back).
  const [returnFocus, setReturnFocus] = useState(true);
  const location = useLocation();
  const toggle = (open: boolean) => {
    setReturnFocus(true);
    setMenuOpen(open);
  };

  // A category dropdown swallows every Escape pressed on it (restart-ui prevents the default even while it
  // is closed), so the panel would stay open on a category. Close it here, before that happens — unless
  // this Escape is closing an open dropdown, which comes first.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (menuOpen && event.key === 'Escape' && !(event.target as Element).closest('.dropdown.show')) {
      toggle(false);
    }
  };

  // Close the slide-out panel when a link inside it navigates somewhere.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    if (menuOpen) {
      setReturnFocus(false);
      setMenuOpen(false);
    }
  }

  return (
    <header className="site-header sticky-top shadow-sm">
      <a className="skip-link" href="#main">
        {t('skip.main')}
      </a>
      <Navbar as="div" expand="md" variant="dark" className="py-2" expanded={menuOpen} onToggle={toggle}>
        <Container fluid="xl" className="gap-2">
          <Navbar.Brand
            as={Link}
            to={PATHS.home}
            className="d-flex align-items-center gap-2 fw-bold me-auto me-md-3"
          >
            <span className="brand-mark" aria-hidden="true" />
            <span>{site('site.name')}</span>
          </Navbar.Brand>
          <div className="d-none d-md-block header-search">{renderSearch('header')}</div>
          <Navbar.Toggle aria-controls="site-menu" label={t('menu.open')} className="border-light">
            <Icon name="menu" />
          </Navbar.Toggle>
          <Navbar.Offcanvas
            id="site-menu"
            aria-labelledby="site-menu-title"
            placement="end"
            onHide={() => toggle(false)}
            onKeyDown={closeOnEscape}
            restoreFocus={returnFocus}
            enforceFocus={returnFocus}
          >
            <Offcanvas.Header closeButton>
              <Offcanvas.Title id="site-menu-title">{t('menu.title')}</Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="align-items-md-center">
              <div className="d-md-none mb-3">{renderSearch('mobile-menu')}</div>
              <Nav as="nav" aria-label={t('menu.main')} className="flex-grow-1 flex-wrap">
                {CATEGORIES.map((category) =>
                  category.children.length === 0 ? (
                    <Nav.Link as={RouterNavLink} key={category.href} to={category.href}>
                      {site(category.labelKey)}
                    </Nav.Link>
                  ) : (
                    <NavDropdown
                      key={category.href}
                      title={site(category.labelKey)}
                      id={`menu-${category.href.slice(1)}`}
                    >
                      <NavDropdown.Item as={Link} to={category.href}>
                        {t('menu.overview', { section: site(category.labelKey) })}
                      </NavDropdown.Item>
                      <NavDropdown.Divider />
                      {category.children.map((child) => (
                        <NavDropdown.Item as={Link} key={child.href} to={child.href}>
                          {site(child.labelKey)}
                        </NavDropdown.Item>
                      ))}
                    </NavDropdown>
                  ),
                )}
              </Nav>
            </Offcanvas.Body>
          </Navbar.Offcanvas>
        </Container>
      </Navbar>
    </header>
  );
}
