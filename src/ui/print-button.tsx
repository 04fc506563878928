import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** "Drucken": the page's print stylesheet hides the navigation and the actions. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      label={t('common.actions.print')}
      icon="pi pi-print"
      outlined
      onClick={() => window.print()}
    />
  );
}
