import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { TIME_ZONE } from '../../domain/constants';
import { activeLocale } from '../../i18n';
import type { LogisticsFormOutput } from './logistics-schema';

function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // Noon UTC keeps the calendar day the same in Europe/Berlin.
  return new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'full', timeZone: TIME_ZONE }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** What was requested, with the server's reference, ready to print. */
export function LogisticsConfirmation({
  values,
  receipt,
}: {
  values: LogisticsFormOutput;
  receipt: Receipt;
}) {
  const { t } = useTranslation();
  const received = new Intl.DateTimeFormat(activeLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(receipt.eingegangenAm));
  const address = (a: LogisticsFormOutput['abholAdresse']) => `${a.strasse}, ${a.plz} ${a.ort}`;
  return (
    <>
      <p>{t('logistics.confirmation.text', { email: values.email })}</p>
      <dl className="sf-summary">
        <dt>{t('logistics.confirmation.reference')}</dt>
        <dd>{receipt.referenz}</dd>
        <dt>{t('logistics.confirmation.receivedAt')}</dt>
        <dd>{received}</dd>
        <dt>{t('logistics.fields.service')}</dt>
        <dd>{t(`logistics.services.${values.leistung}.title`)}</dd>
        <dt>{t('logistics.sections.pickup')}</dt>
        <dd>{address(values.abholAdresse)}</dd>
        <dt>{t('logistics.sections.delivery')}</dt>
        <dd>{address(values.zielAdresse)}</dd>
        <dt>{t('logistics.fields.date')}</dt>
        <dd>
          {values.zeit
            ? t('logistics.confirmation.dateTime', {
                date: formatDate(values.datum),
                time: values.zeit,
              })
            : formatDate(values.datum)}
        </dd>
        <dt>{t('logistics.fields.description')}</dt>
        <dd>{values.beschreibung}</dd>
        <dt>{t('logistics.confirmation.contact')}</dt>
        <dd>
          {[
            values.firma,
            [values.vorname, values.name].filter(Boolean).join(' '),
            values.email,
            values.telefon,
          ]
            .filter(Boolean)
            .join('\n')}
        </dd>
      </dl>
      <p>{t('logistics.confirmation.next')}</p>
    </>
  );
}
