import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentHydrated } from '../content-hydrated';
import { useHashScroll } from '../use-hash-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'inhalt';

/**
 * Header (brand, navigation, hotline, language switch), main content and footer for every
 * route (spec section 2). After a click in the site navigation, focus moves to the main region
 * so keyboard users start reading the new page, as after a full page load. The page is a Suspense
 * boundary: on a prerendered page React hydrates the frame first and the page after it, in
 * slices, so the main thread is never blocked for the whole page at once.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const focusMainOnNextPage = useRef(false);
  useHashScroll();

  useEffect(() => {
    if (!focusMainOnNextPage.current) return;
    focusMainOnNextPage.current = false;
    if (!window.location.hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader onNavigate={() => (focusMainOnNextPage.current = true)} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <div className="container">
          <Suspense>
            <Outlet />
            <ContentHydrated />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
