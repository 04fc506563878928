import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { useLocale } from '../../i18n/use-locale';
import { formatCalendarDate } from '../../ui/service-form/format';
import { formatClockTime } from '../../domain/intl-formats';
import { ReceiptSummary } from '../../ui/service-form/form-feedback';
import type { LogisticsFormOutput } from './logistics-schema';

type Address = LogisticsFormOutput['abholAdresse'];

const address = (a: Address) => `${a.strasse}, ${a.plz} ${a.ort}`;

/** What was requested, with the server's reference, ready to print. */
export function LogisticsConfirmation({
  values,
  receipt,
}: {
  values: LogisticsFormOutput;
  receipt: Receipt;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatCalendarDate(values.datum, locale, 'full');
  const contact = [
    values.firma,
    [values.vorname, values.name].filter(Boolean).join(' '),
    values.email,
    values.telefon,
  ];
  return (
    <ReceiptSummary
      namespace="logistics"
      intro={t('logistics.confirmation.text', { email: values.email })}
      receipt={receipt}
      rows={[
        [t('logistics.fields.service'), t(`logistics.services.${values.leistung}.title`)],
        [t('logistics.sections.pickup'), address(values.abholAdresse)],
        [t('logistics.sections.delivery'), address(values.zielAdresse)],
        [
          t('logistics.fields.date'),
          values.zeit
            ? t('logistics.confirmation.dateTime', {
                date,
                time: formatClockTime(values.zeit, locale),
              })
            : date,
        ],
        [t('logistics.fields.description'), values.beschreibung],
        [t('logistics.confirmation.contact'), contact.filter(Boolean).join('\n')],
      ]}
    >
      <p>{t('logistics.confirmation.next')}</p>
    </ReceiptSummary>
  );
}
