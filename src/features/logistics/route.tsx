import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { PageTitle } from '../../ui/page-title';
import { LogisticsForm } from './logistics-form';

const STEPS = ['request', 'quote', 'pickup'] as const;

/** /logistik: courier and logistics requests, stored by the server and answered by the office. */
export function LogisticsPage() {
  const { t } = useTranslation();
  return (
    <div className="service-page logistics-page">
      <PageTitle title={t('logistics.title')} lead={t('logistics.lead')} />
      <div className="sf-layout">
        <LogisticsForm />
        <aside className="sf-aside" aria-labelledby="logistics-how-title">
          <h2 id="logistics-how-title">{t('logistics.how.title')}</h2>
          <ol className="sf-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`logistics.how.steps.${step}`)}</li>
            ))}
          </ol>
          <p>{t('logistics.how.urgent')}</p>
          <p className="sf-aside-hotline">
            <span className="pi pi-phone" aria-hidden="true" />{' '}
            <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
