import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title';
import { LogisticsForm } from './logistics-form';

/** /logistik: courier and logistics requests, stored by the server and answered by the office. */
export function LogisticsPage() {
  const { t } = useTranslation();
  return (
    <div className="service-page logistics-page">
      <PageTitle title={t('logistics.title')} lead={t('logistics.lead')} />
      <LogisticsForm />
    </div>
  );
}
