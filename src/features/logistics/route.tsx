import { useTranslation } from 'react-i18next';
import { LogisticsForm } from './logistics-form';
import { HotlineLine, ServiceAside, ServicePage } from '../../ui/service-form/service-page';

const STEPS = ['request', 'quote', 'pickup'] as const;

/** /logistik: courier and logistics requests, stored by the server and answered by the office. */
export function LogisticsPage() {
  const { t } = useTranslation();
  return (
    <ServicePage
      namespace="logistics"
      aside={
        <ServiceAside titleId="logistics-how-title" title={t('logistics.how.title')}>
          <ol className="sf-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`logistics.how.steps.${step}`)}</li>
            ))}
          </ol>
          <p>{t('logistics.how.urgent')}</p>
          <HotlineLine />
        </ServiceAside>
      }
    >
      <LogisticsForm />
    </ServicePage>
  );
}
