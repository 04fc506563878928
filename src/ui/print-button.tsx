import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ScreenIcon } from './screen-icon';

/** "Drucken": the page's print stylesheet hides the navigation and the actions. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      label={t('common.actions.print')}
      icon={<ScreenIcon name="print" />}
      outlined
      onClick={() => window.print()}
    />
  );
}
