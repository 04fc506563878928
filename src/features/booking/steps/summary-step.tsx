import { Trans, useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../ui/retry-message';
import { NewWindowLink } from '../../../ui/service-form/new-window-link';
import { useLocale } from '../../../ui/booking';
import { BookingSummary } from '../ui/booking-summary';
import { EmailText } from '../ui/email-text';
import { describeFailure } from '../../../ui/describe-failure';
import type { StepProps } from '../step-props';
import { summarySections } from './summary-sections';

/** The terms of carriage (/befoerderungsbedingungen), in a new tab so the summary stays. */
const TERMS_PATH = '/befoerderungsbedingungen';

/**
 * Step 4: everything on one page, edit links, and the binding button (create or update). For a
 * new booking the button says that it obliges to pay (§ 312j (3) BGB); the terms of carriage
 * and where the confirmation e-mail goes are stated above it.
 */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options, error } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  const isUpdate = Boolean(booking.buchungStamm.voucher);
  return (
    <BookingSummary
      sections={summarySections(
        t,
        booking,
        options,
        locale,
        saving ? undefined : (target) => send({ type: 'xstate.route', to: `#${target}` }),
      )}
      voucher={booking.buchungStamm.voucher}
      failure={
        snapshot.hasTag('saveFailure') ? (
          <RetryMessage
            message={t(describeFailure(error).key)}
            onRetry={() => send({ type: 'user.retry' })}
          />
        ) : null
      }
      legal={
        <>
          <p>
            <Trans
              i18nKey="privateBooking.summary.terms"
              components={{ terms: <NewWindowLink href={TERMS_PATH} /> }}
            />
          </p>
          <p>
            <Trans
              i18nKey="privateBooking.summary.confirmationEmail"
              components={{ email: <EmailText email={booking.kundeStamm.email} /> }}
            />
          </p>
        </>
      }
      note={
        isUpdate ? t('privateBooking.summary.updateNote') : t('privateBooking.summary.bookNote')
      }
      confirmLabel={
        isUpdate ? t('privateBooking.summary.saveChanges') : t('privateBooking.summary.bookAndPay')
      }
      saving={saving}
      canConfirm={snapshot.can({ type: 'user.confirm' })}
      onBack={() => send({ type: 'user.back' })}
      onConfirm={() => send({ type: 'user.confirm' })}
    />
  );
}
