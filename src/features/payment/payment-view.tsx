import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import type { SnapshotFrom } from 'xstate';
import type { PaymentEvent, PaymentMachine } from '../../../machines/payment.machine';
import { PageTitle } from '../../ui/page-title';
import { formatPrice } from '../../ui/booking/format';
import { PaymentDeadline } from '../../ui/booking/payment-deadline';
import { useLocale } from '../../i18n/use-locale';
import type { PaymentSession } from '../../domain/payment';
import { FLOW_PATHS, pathAfterPayment } from './flow-paths';

type PaymentFlow = PaymentSession['flow'];

export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;

/** Where the machine is, as the screen presents it. */
export type PaymentPhase =
  | 'initializing'
  | 'redirecting'
  | 'asserting'
  | 'checkingStatus'
  | 'capturing'
  | 'leaving'
  | 'paid'
  | 'alreadyCaptured'
  | 'pending'
  | 'aborted'
  | 'declined'
  | 'failed'
  | 'expired'
  | 'initializeFailed'
  | 'assertFailed'
  | 'statusFailed'
  | 'captureFailed'
  | 'missingSession'
  | 'bookingPaid'
  | 'bookingUnpaid';

const OUTCOMES = ['pending', 'aborted', 'declined', 'failed', 'expired'] as const;
const CALL_FAILURES = [
  'initializeFailed',
  'assertFailed',
  'statusFailed',
  'captureFailed',
] as const;
type Outcome = (typeof OUTCOMES)[number];
type CallFailure = (typeof CALL_FAILURES)[number];

export function phaseOf(snapshot: PaymentSnapshot): PaymentPhase {
  if (snapshot.matches('leaving') || snapshot.matches('left')) return 'leaving';
  const value = snapshot.value as string;
  switch (value) {
    case 'restoring':
    case 'checkingInitError':
      return 'initializing';
    case 'returned':
    case 'evaluating':
      return 'asserting';
    default:
      return value as PaymentPhase;
  }
}

const isOutcome = (phase: PaymentPhase): phase is Outcome =>
  (OUTCOMES as readonly string[]).includes(phase);
const isCallFailure = (phase: PaymentPhase): phase is CallFailure =>
  (CALL_FAILURES as readonly string[]).includes(phase);

/**
 * A payment started later (0022), on the tracking page or the company's booked ride, goes back
 * to that page with the booking, not to a wizard's step.
 */
const backToBookingPage = (flow: PaymentFlow | undefined) =>
  flow === 'tracking' || flow === 'firmaFahrt';

/** The buttons of the next actions, shown when the machine accepts their event. */
const ACTIONS: {
  event: PaymentEvent['type'];
  label: (phase: PaymentPhase, flow: PaymentFlow | undefined) => string;
  icon: string;
  secondary?: boolean;
}[] = [
  { event: 'user.resume', label: () => 'payment.actions.resume', icon: 'pi pi-external-link' },
  {
    event: 'user.chooseOtherCard',
    label: () => 'payment.actions.chooseOtherCard',
    icon: 'pi pi-credit-card',
  },
  {
    event: 'user.retry',
    label: (phase) =>
      isCallFailure(phase) || phase === 'aborted' || phase === 'failed'
        ? 'payment.actions.retry'
        : 'payment.actions.newAttempt',
    icon: 'pi pi-refresh',
  },
  {
    event: 'user.backToSummary',
    label: (_phase, flow) =>
      backToBookingPage(flow) ? 'payment.actions.backToTracking' : 'payment.actions.backToSummary',
    icon: 'pi pi-arrow-left',
    secondary: true,
  },
];

interface PaymentViewProps {
  snapshot: PaymentSnapshot;
  send: (event: PaymentEvent) => void;
  /** By when the unpaid booking must be paid or is cancelled (0024), if the page knows it. */
  paymentDeadline?: string | null;
}

/** /zahlung: progress, outcome and the next actions of the payment machine. */
export function PaymentView({ snapshot, send, paymentDeadline = null }: PaymentViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phase = phaseOf(snapshot);
  const { session, status, reason, error } = snapshot.context;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resting = isOutcome(phase) || isCallFailure(phase);

  // A resting outcome takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (resting) headingRef.current?.focus();
  }, [phase, resting]);

  if (phase === 'bookingUnpaid' && snapshot.context.tabBooking) {
    const { flow, voucher } = snapshot.context.tabBooking;
    return (
      <section className="payment-page">
        <PageTitle title={t('payment.unpaid.title')} />
        <p>
          {t('payment.unpaid.text', { voucher })} <PaymentDeadline until={paymentDeadline} />
        </p>
        <p>
          <Link to={FLOW_PATHS[flow].summary}>{t('payment.actions.backToSummary')}</Link>
        </p>
      </section>
    );
  }

  if (phase === 'bookingPaid' && snapshot.context.tabBooking) {
    const { flow, voucher } = snapshot.context.tabBooking;
    return (
      <section className="payment-page">
        <PageTitle title={t('payment.paidBefore.title')} />
        <p className="payment-page__progress">
          <span
            className="pi pi-check-circle payment-page__icon payment-page__icon--success"
            aria-hidden="true"
          />
          <span>{t('payment.paidBefore.text', { voucher })}</span>
        </p>
        <p>
          <Link to={FLOW_PATHS[flow].status}>{t('payment.actions.toBooking')}</Link>
        </p>
      </section>
    );
  }

  if (phase === 'missingSession') {
    return (
      <section className="payment-page">
        <PageTitle title={t('payment.missing.title')} />
        <p>{t('payment.missing.text')}</p>
        <ul className="payment-page__links">
          <li>
            <Link to="/tracking">{t('payment.actions.toTracking')}</Link>
          </li>
          <li>
            <Link to="/start">{t('payment.actions.backToStart')}</Link>
          </li>
        </ul>
      </section>
    );
  }

  const trackingWording =
    backToBookingPage(session?.flow) && ['leaving', 'paid', 'alreadyCaptured'].includes(phase);
  // Released because the booking was cancelled or repriced meanwhile: not the payer's abort.
  const outcomeKey = phase === 'aborted' && status?.status === 'discarded' ? 'discarded' : phase;
  // The server refused the payment for good (cancelled, or no longer this browser's to pay).
  const refused = isCallFailure(phase) && ['cancelled', 'notFound'].includes(callErrorKey(error));
  const progress = !resting
    ? t(`payment.progress.${phase as 'initializing'}${trackingWording ? 'Tracking' : ''}`)
    : '';
  const actions = ACTIONS.filter((action) => snapshot.can({ type: action.event }));

  return (
    <section className="payment-page">
      <PageTitle
        title={t('payment.title')}
        lead={session ? t('payment.lead', { voucher: session.voucher }) : undefined}
      />
      {status ? (
        <p className="payment-page__amount">
          {t('payment.amount', { amount: formatPrice(status.amountCent, locale) })}
        </p>
      ) : null}

      {/* Always present, so every change of the progress text is announced. */}
      <div className="payment-page__progress" role="status" aria-live="polite">
        {progress ? (
          <>
            {phase === 'paid' || phase === 'alreadyCaptured' ? (
              <span
                className="pi pi-check-circle payment-page__icon payment-page__icon--success"
                aria-hidden="true"
              />
            ) : (
              <span className="payment-page__spinner" aria-hidden="true" />
            )}
            <span>{progress}</span>
          </>
        ) : null}
      </div>

      {phase === 'redirecting' && session?.redirectUrl ? (
        <p className="payment-page__fallback">
          {t('payment.redirectFallback')}{' '}
          <a href={session.redirectUrl}>{t('payment.actions.toPaymentPage')}</a>
        </p>
      ) : null}

      {resting ? (
        <div
          className={`payment-page__outcome payment-page__outcome--${isCallFailure(phase) ? 'failed' : phase}`}
          role="alert"
        >
          <h2 ref={headingRef} tabIndex={-1} className="payment-page__outcome-title">
            {isCallFailure(phase)
              ? t(callFailureTitle(callErrorKey(error)))
              : t(`payment.outcome.${outcomeKey}.title`)}
          </h2>
          {isCallFailure(phase) ? (
            <>
              <p>{t(`payment.callFailed.${phase}`)}</p>
              <p>{t(`payment.callFailed.${callErrorKey(error)}`)}</p>
              {refused &&
              backToBookingPage(session?.flow) &&
              !snapshot.can({ type: 'user.backToSummary' }) ? (
                <p>
                  <Link to={pathAfterPayment(session, 'summary')}>
                    {t('payment.actions.backToTracking')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p>{t(`payment.outcome.${outcomeKey}.text`)}</p>
              {reason &&
              reason !== 'aborted' &&
              reason !== 'tokenExpired' &&
              reason !== 'discarded' ? (
                <p>{t(`payment.reason.${reason}`)}</p>
              ) : null}
              {/* Not paid, and not waiting for the provider's answer: the deadline still holds. */}
              {paymentDeadline && phase !== 'pending' ? (
                <p>
                  <PaymentDeadline until={paymentDeadline} />
                </p>
              ) : null}
              {session?.flow === 'privat' && phase !== 'pending' ? (
                <p>
                  {t('payment.payLater', { voucher: session.voucher })}{' '}
                  <Link to={`/tracking?${new URLSearchParams({ voucher: session.voucher })}`}>
                    {t('payment.actions.toTracking')}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}

      {actions.length > 0 ? (
        // A group of buttons named by its visible heading: no navigation landmark (no links).
        <div className="payment-page__next" role="group" aria-labelledby="payment-next-steps">
          <h2 id="payment-next-steps" className="payment-page__next-title">
            {t('payment.nextSteps')}
          </h2>
          <div className="payment-page__actions">
            {actions.map((action) => (
              <Button
                key={action.event}
                type="button"
                label={t(action.label(phase, session?.flow))}
                icon={action.icon}
                outlined={action.secondary}
                onClick={() => send({ type: action.event } as PaymentEvent)}
              />
            ))}
          </div>
        </div>
      ) : null}

      {!resting && phase !== 'paid' && phase !== 'alreadyCaptured' ? (
        <p className="payment-page__note">{t('payment.secureNote')}</p>
      ) : null}
    </section>
  );
}

/** A call that did not reach the server is a connection problem; one the server failed is not. */
function callFailureTitle(key: ReturnType<typeof callErrorKey>) {
  if (key === 'network' || key === 'timeout') return 'payment.callFailed.title';
  return key === 'cancelled' || key === 'notFound'
    ? 'payment.callFailed.titleRefused'
    : 'payment.callFailed.titleServer';
}

function callErrorKey(
  error: { kind: string; code: string | null } | null,
): 'network' | 'timeout' | 'unavailable' | 'cancelled' | 'notFound' | 'other' {
  if (!error) return 'other';
  if (error.kind === 'network') return 'network';
  if (error.kind === 'timeout') return 'timeout';
  if (error.code === 'unavailable') return 'unavailable';
  if (error.code === 'bookingCancelled') return 'cancelled';
  // Every payment call answers 404 to a credential that does not fit (0004), e.g. an expired
  // payment grant of the tracking page (0022).
  if (error.code === 'notFound') return 'notFound';
  return 'other';
}
