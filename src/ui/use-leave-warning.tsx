import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isSwitchingLanguage } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Changes not saved yet are not left behind unasked. Leaving for another page of the app (a link,
 * the browser's back button) asks first, in the returned dialog, which the form renders; a reload
 * or closing the tab gets the browser's own question. The language switch's reload does not ask:
 * it keeps what was typed (useKeptTyping).
 */
export function useLeaveWarning(unsaved: boolean): ReactElement {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!isSwitchingLanguage()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.leave.title')}
      keepLabel={t('common.leave.keep')}
      confirmLabel={t('common.leave.discard')}
      confirmIcon="pi pi-trash"
      severity="danger"
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('common.leave.text')}</p>
    </ConfirmDialog>
  );
}
