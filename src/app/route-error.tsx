import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../ui/page-title';

/** Chunk-load failures that survived the one automatic reload (see src/ui/import-with-reload.ts). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Error screen of the route tree. It renders inside the public layout, so header, hotline and
 * footer stay usable. The session data is untouched, so a reload loses nothing.
 */
export function RouteError() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  const title = notFound ? 'errors.notFoundTitle' : chunk ? 'errors.chunkTitle' : 'errors.title';
  // Unlike the screens, this one may show before the whole translation file is in (a prerendered
  // page brings only its own texts). useTranslation subscribes after its render and misses texts
  // that arrive in between; this store reads them whenever they came.
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.store.on('added', onChange);
      return () => i18n.store.off('added', onChange);
    },
    [i18n],
  );
  useSyncExternalStore(subscribe, () => i18n.exists(title));
  const text = notFound ? 'notFound.text' : chunk ? 'errors.chunkText' : 'errors.text';
  return (
    <section className="content-narrow route-error">
      <PageTitle title={t(title)} />
      <p>{t(text)}</p>
      <p className="button-row">
        {notFound ? null : (
          <button type="button" className="p-button" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </button>
        )}
        <Link to="/" className="p-button p-button-outlined">
          {t('errors.home')}
        </Link>
      </p>
    </section>
  );
}
