import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { trackBooking } from '../../api/booking';
import type { BookingTracking } from '../../domain/booking-tracking';
import { OPERATOR } from '../../domain/operator';
import { lazyStep } from '../../ui/booking/lazy-step';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { classifyFailure } from '../../ui/service-form/failure';
import { FailureRetry } from '../../ui/service-form/form-status';
import { ServicePage } from '../../ui/service-form/service-page';
import { useSubmission } from '../../ui/service-form/use-submission';
import { TrackingForm } from './tracking-form';
import type { SelfServiceAnswer } from './tracking-result';
import { trackingSchema, type TrackingQuery } from './tracking-schema';
import './tracking.css';

/**
 * The found booking's view (timeline, self-service, pickup change: its own chunk, issue 13) is
 * not on the first screen: it loads while the booking is looked up, so it is there with the answer.
 */
const resultView = lazyStep(() => import('./tracking-result').then((m) => m.TrackingResult));

/** Not found, wrong surname and a malformed voucher all look the same: nothing leaks. */
type Outcome = { found: true; booking: BookingTracking } | { found: false };

async function lookUp(query: TrackingQuery): Promise<Outcome> {
  void resultView.preload();
  try {
    return { found: true, booking: await trackBooking(query.voucher, query.name) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 403 || status === 404) return { found: false };
    throw error;
  }
}

/** /tracking: voucher + surname -> the booking's legs, times and status. */
export function TrackingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [formKey, setFormKey] = useState(0);
  const { state, submit, retry, reset, sending } = useSubmission(lookUp);
  // The booking after a self-service change, and which change it was.
  const [changed, setChanged] = useState<{
    booking: BookingTracking;
    answer: SelfServiceAnswer;
  } | null>(null);
  const onReset = useCallback(() => {
    reset();
    setChanged(null);
    setFormKey((key) => key + 1);
  }, [reset]);

  const failure = state.status === 'failed' ? classifyFailure(state.error) : null;
  const defaultVoucher = (params.get('voucher') ?? '').slice(0, 20);
  const defaultName = (params.get('name') ?? '').slice(0, 60);
  // The link in the confirmation e-mail (?voucher=..&name=..) opens the booking at once.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    const query = trackingSchema.safeParse({ voucher: defaultVoucher, name: defaultName });
    if (query.success) void submit(query.data);
  }, [defaultVoucher, defaultName, submit]);

  return (
    <ServicePage namespace="tracking">
      {state.status === 'done' && state.result.found ? (
        <Suspense fallback={<LoadingIndicator />}>
          <resultView.Component
            booking={changed?.booking ?? state.result.booking}
            answer={changed?.answer ?? null}
            onChanged={(booking, answer) => setChanged({ booking, answer })}
            onReset={onReset}
          />
        </Suspense>
      ) : (
        <>
          <TrackingForm
            key={formKey}
            defaultVoucher={defaultVoucher}
            defaultName={defaultName}
            sending={sending}
            onSearch={(query) => void submit(query)}
          />
          {/* One live region, there before its message: a role="alert" inside it as well made
              some screen readers announce "not found" twice. */}
          <div className="tracking-outcome" role="status">
            {state.status === 'done' && !state.result.found ? (
              <div className="tracking-not-found">
                <p>
                  <span className="pi pi-info-circle" aria-hidden="true" /> {t('tracking.notFound')}
                </p>
                <p>
                  {t('tracking.notFoundHelp')}{' '}
                  <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>
                </p>
              </div>
            ) : null}
          </div>
          <FailureRetry
            failure={failure}
            sending={sending}
            onRetry={retry}
            serverErrorText={t('tracking.errors.failed')}
            throttledText={t('tracking.errors.throttled')}
          />
        </>
      )}
    </ServicePage>
  );
}
