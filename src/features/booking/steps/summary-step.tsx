import { Trans, useTranslation } from 'react-i18next';
import { CompanyCallError } from '../../../ui/company-call-error';
import { FailureMessage } from '../../../ui/retry-message';
import { NewWindowLink } from '../../../ui/service-form/new-window-link';
import { useLocale } from '../../../i18n/use-locale';
import { BookingSummary } from '../ui/booking-summary';
import { DiscardChanges } from '../ui/discard-changes';
import { EmailText } from '../ui/email-text';
import { saveRefusals } from '../ui/save-refusals';
import { summaryEditStepsOf } from '../../../../machines/booking.machine';
import { needsCardPayment } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../step-props';
import { summarySections, type SummaryLinks } from './summary-sections';

/** The terms of carriage (/befoerderungsbedingungen), in a new tab so the summary stays. */
const TERMS_PATH = '/befoerderungsbedingungen';

/**
 * zusammenfassung: everything on one page with edit links, then the binding button (create or
 * update). For a consumer's new booking the button says that it obliges to pay (§ 312j (3) BGB);
 * the terms of carriage and where the confirmation e-mail goes are stated above it.
 */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { customer, booking, options, error } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  // A booking whose card payment is still due (declined or given up) is booked with the button
  // that says so: saving it goes on to the payment.
  const isUpdate =
    Boolean(booking.buchungStamm.voucher) &&
    !needsCardPayment(booking, options?.paymentTypes ?? []);
  const editable = summaryEditStepsOf(snapshot.context);
  const links: SummaryLinks = {
    onEdit: (step) => send({ type: 'user.edit', step }),
    // A ride on a route tariff (company 52460) chose it on the route step: no tariff step.
    tripStep: editable.includes('tarifAuswahl') ? 'tarifAuswahl' : 'mtuTarifauswahl',
    withPaymentStep: editable.includes('kreditkarteZahlung'),
  };
  const [note, confirmLabel] =
    customer === 'private'
      ? isUpdate
        ? [t('privateBooking.summary.updateNote'), t('privateBooking.summary.saveChanges')]
        : [t('privateBooking.summary.bookNote'), t('privateBooking.summary.bookAndPay')]
      : isUpdate
        ? [t('company.summary.updateNote'), t('company.summary.saveChanges')]
        : [t('company.summary.bookNote'), t('common.actions.bookNow')];
  // A paid booking is confirmed already: saving sends the changes. Its limits are said before the
  // click (the server refuses a new price for card money already taken); a failed save says them.
  const paid = isUpdate && booking.buchungStamm.zahlungsstatus === 'bezahlt';
  // A stored booking's refused change can be discarded: the refusal stays while the booking as
  // stored loads, then the summary shows that and says so.
  const discarding = snapshot.hasTag('discarding');
  const failed = snapshot.hasTag('saveFailure') || discarding;
  const discarded = snapshot.matches({ steps: { zusammenfassung: { reviewing: 'discarded' } } });
  const canDiscard = discarding || snapshot.can({ type: 'user.discardChanges' });
  const refusals = failed ? saveRefusals(t, error) : [];
  const refusal = !failed ? null : refusals.length > 0 ? (
    <FailureMessage
      icon="pi-exclamation-triangle"
      text={t('failures.validation')}
      action={
        <ul className="retry-message__details">
          {refusals.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  ) : (
    <CompanyCallError
      error={error}
      onRetry={() => send({ type: 'user.retry' })}
      busy={discarding}
    />
  );
  return (
    <BookingSummary
      sections={summarySections(
        t,
        booking,
        options,
        locale,
        customer,
        saving || discarding ? undefined : links,
      )}
      voucher={booking.buchungStamm.voucher}
      failure={
        refusal && canDiscard ? (
          <>
            {refusal}
            <DiscardChanges
              busy={discarding}
              onDiscard={() => send({ type: 'user.discardChanges' })}
            />
          </>
        ) : (
          refusal
        )
      }
      outcome={discarded ? t('booking.summary.discarded') : undefined}
      {...(customer === 'private'
        ? {
            legal: (
              <>
                <p>
                  <Trans
                    i18nKey="privateBooking.summary.terms"
                    components={{ terms: <NewWindowLink href={TERMS_PATH} /> }}
                  />
                </p>
                <p>
                  <Trans
                    i18nKey={
                      paid
                        ? 'privateBooking.summary.changesEmail'
                        : 'privateBooking.summary.confirmationEmail'
                    }
                    components={{ email: <EmailText email={booking.kundeStamm.email} /> }}
                  />
                </p>
              </>
            ),
          }
        : {})}
      notice={paid && !failed ? t('booking.summary.paidNote') : undefined}
      note={note}
      confirmLabel={confirmLabel}
      saving={saving}
      busy={discarding}
      canConfirm={snapshot.can({ type: 'user.confirm' })}
      onBack={() => send({ type: 'user.back' })}
      onConfirm={() => send({ type: 'user.confirm' })}
    />
  );
}
