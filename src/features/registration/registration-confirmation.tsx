import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { ReceiptSummary } from '../../ui/service-form/form-feedback';
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
  const { firma, ansprechpartner: person } = values;
  const lines = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n');
  return (
    <ReceiptSummary
      namespace="registration"
      intro={t('registration.confirmation.text', { company: firma.name })}
      receipt={receipt}
      rows={[
        [
          t('registration.sections.company'),
          lines(
            firma.name,
            firma.name2,
            firma.strasse,
            `${firma.plz} ${firma.ort}`,
            t(`registration.countries.${firma.land}`),
          ),
        ],
        [
          t('registration.sections.person'),
          lines(`${person.vorname} ${person.name}`, person.position, person.email, person.telefon),
        ],
      ]}
    >
      <h3>{t('registration.confirmation.nextTitle')}</h3>
      <ol className="registration-next-steps">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{t(`registration.confirmation.next.${step}`, { email: person.email })}</li>
        ))}
      </ol>
    </ReceiptSummary>
  );
}
