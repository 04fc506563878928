import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { TIME_ZONE } from '../../domain/constants';
import { activeLocale } from '../../i18n';
import type { RegistrationFormOutput } from './registration-schema';

const NEXT_STEPS = ['review', 'credentials', 'login'] as const;

/** Confirmation with the reference and what happens next (an ordered list of steps). */
export function RegistrationConfirmation({
  values,
  receipt,
}: {
  values: RegistrationFormOutput;
  receipt: Receipt;
}) {
  const { t } = useTranslation();
  const received = new Intl.DateTimeFormat(activeLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(receipt.eingegangenAm));
  const { firma, ansprechpartner } = values;
  return (
    <>
      <p>{t('registration.confirmation.text', { company: firma.name })}</p>
      <dl className="sf-summary">
        <dt>{t('registration.confirmation.reference')}</dt>
        <dd>{receipt.referenz}</dd>
        <dt>{t('registration.confirmation.receivedAt')}</dt>
        <dd>{received}</dd>
        <dt>{t('registration.sections.company')}</dt>
        <dd>
          {[
            firma.name,
            firma.name2,
            firma.strasse,
            `${firma.plz} ${firma.ort}`,
            t(`registration.countries.${firma.land}`),
          ]
            .filter(Boolean)
            .join('\n')}
        </dd>
        <dt>{t('registration.sections.person')}</dt>
        <dd>
          {[
            `${ansprechpartner.vorname} ${ansprechpartner.name}`,
            ansprechpartner.position,
            ansprechpartner.email,
            ansprechpartner.telefon,
          ]
            .filter(Boolean)
            .join('\n')}
        </dd>
      </dl>
      <h3>{t('registration.confirmation.nextTitle')}</h3>
      <ol className="registration-next-steps">
        {NEXT_STEPS.map((step) => (
          <li key={step}>
            {t(`registration.confirmation.next.${step}`, { email: ansprechpartner.email })}
          </li>
        ))}
      </ol>
    </>
  );
}
