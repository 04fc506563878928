import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentHydrated } from '../content-hydrated';
import { useDoubleClickLinkGuard } from '../use-double-click-guard';
import { useHashScroll } from '../use-hash-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'inhalt';

/**
 * Where ScrollRestoration keeps a page's position. React Router names the first entry of every
 * page loaded afresh in a tab "default": the return from the payment page then opened scrolled
 * to where the tab's first page had been left. Such an entry goes by its address instead, so
 * only its own reload goes back to where it was.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Header (brand, navigation, hotline, language switch), main content and footer for every
 * route (spec section 2). On every move to another page, focus goes to the main region so
 * keyboard and screen reader users start reading the new page, as after a full page load: from
 * the navigation, the footer, a link in the page that is gone with it, a redirect after a login.
 * Focus a page put inside the main region itself (a wizard step's heading, a tab that stays) is
 * left where it is. The page is a Suspense
 * boundary: on a prerendered page React hydrates the frame first and the page after it, in
 * slices, so the main thread is never blocked for the whole page at once.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useHashScroll();
  useDoubleClickLinkGuard();

  useEffect(() => {
    if (shownPath.current === pathname) return; // the first page: the browser's own focus
    shownPath.current = pathname;
    // Runs after the new page's own effects: a focus they set inside the page stays.
    const main = mainRef.current;
    const active = document.activeElement;
    if (!main || window.location.hash) return;
    if (active && active !== main && main.contains(active)) return;
    main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <div className="container">
          <Suspense>
            <Outlet />
            <ContentHydrated />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
