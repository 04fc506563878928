import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FrameIcon } from '../../ui/frame-icon';
import { useHydratedValue } from '../../ui/use-hydrated';
import { BRAND_NAME, HOTLINE } from '../hotline';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

interface NavItem {
  to: string;
  labelKey: string;
  /** Is this the item of the current location? (Start and Service share /start.) */
  isCurrent: (pathname: string, hash: string) => boolean;
}

const isStart = (pathname: string) => pathname === '/' || pathname === '/start';

export const NAV_ITEMS: NavItem[] = [
  {
    to: '/start',
    labelKey: 'layout.nav.start',
    isCurrent: (p, h) => isStart(p) && h !== '#servicebuero',
  },
  {
    to: '/start#servicebuero',
    labelKey: 'layout.nav.service',
    isCurrent: (p, h) => isStart(p) && h === '#servicebuero',
  },
  { to: '/neukunde', labelKey: 'layout.nav.registration', isCurrent: (p) => p === '/neukunde' },
  { to: '/logistik', labelKey: 'layout.nav.logistics', isCurrent: (p) => p === '/logistik' },
  {
    to: '/flugauskunft',
    labelKey: 'layout.nav.flightInfo',
    isCurrent: (p) => p === '/flugauskunft',
  },
  { to: '/kontakt', labelKey: 'layout.nav.contact', isCurrent: (p) => p === '/kontakt' },
];

/**
 * Brand, hotline, language switch and main navigation. Below 992 px the navigation collapses
 * behind a menu button (aria-expanded/aria-controls); Escape closes it and returns focus.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, hash: locationHash } = useLocation();
  // '' while React hydrates a prerendered page: the prerender could not know the hash, and
  // hydration keeps the prerendered attributes, so a page opened at /start#servicebuero would go
  // on marking Start as current. The render right after hydration reads the real hash.
  const hash = useHydratedValue(locationHash, '');
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the phone menu whenever the location changes (a link was followed).
  const [lastLocation, setLastLocation] = useState(pathname + hash);
  if (lastLocation !== pathname + hash) {
    setLastLocation(pathname + hash);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <a className="hotline" href={`tel:${HOTLINE.tel}`}>
            <FrameIcon name="phone" />
            <span className="hotline__label">{t('layout.hotline.label')}</span>
            <span className="hotline__label-short">{t('layout.hotline.short')}</span>
            <span className="hotline__number">{HOTLINE.display}</span>
          </a>
          <LanguageSwitch />
        </div>
      </div>
      <div className="container site-header__main">
        <Link to="/" className="brand" aria-label={t('layout.brandHome', { brand: BRAND_NAME })}>
          <BrandLogo />
          <span className="brand__text">
            <span className="brand__name">{BRAND_NAME}</span>
            <span className="brand__tagline">{t('layout.tagline')}</span>
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <FrameIcon name={menuOpen ? 'close' : 'menu'} />
          {/* Its name is what it shows; aria-expanded says whether the menu is open. */}
          <span className="menu-toggle__label">{t('layout.menu.label')}</span>
        </button>
        <nav
          id={navId}
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t('layout.nav.label')}
        >
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => {
              const current = item.isCurrent(pathname, hash);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={
                      current ? 'site-nav__link site-nav__link--current' : 'site-nav__link'
                    }
                    aria-current={current ? 'page' : undefined}
                    // Also when the link points to the current page.
                    onClick={() => setMenuOpen(false)}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
