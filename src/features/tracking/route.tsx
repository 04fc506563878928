import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { trackBooking } from '../../api/booking';
import type { BookingTracking } from '../../domain/booking-tracking';
import { OPERATOR } from '../../domain/operator';
import { keepOnLanguageSwitch, takeKeptTyping } from '../../i18n';
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

/** The booking an address names (`?voucher=&name=`, as the confirmation e-mail's link does). */
function queryOf(params: URLSearchParams): { voucher: string; name: string } {
  return {
    voucher: (params.get('voucher') ?? '').slice(0, 20),
    name: (params.get('name') ?? '').slice(0, 60),
  };
}

/** Names a miss over the language switch (useKeptTyping keeps what was typed as 'tracking'). */
const KEPT_MISS = 'tracking:notFound';

const keyOf = ({ voucher, name }: { voucher: string; name: string }) => `${voucher}\n${name}`;

/** `params` naming the booking `query`, or none (`null`); any other parameter stays. */
function withBooking(params: URLSearchParams, query: TrackingQuery | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('voucher');
  next.delete('name');
  if (query) {
    next.set('voucher', query.voucher);
    next.set('name', query.name);
  }
  return next;
}

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

/**
 * /tracking: voucher + surname -> the booking's legs, times and status.
 *
 * The address names the booking shown (`?voucher=&name=`, as the confirmation e-mail's link
 * does): a lookup that finds it writes them there (replacing the entry, no new history), so a
 * reload and the language switch (a reload) show it again; "another booking" and a miss take
 * them out. Nothing beyond what the e-mail's link already carries goes there.
 */
export function TrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [formKey, setFormKey] = useState(0);
  // "Another booking" replaces the result and its focused button with the form: focus goes there
  // (not when the form comes back by the address: back, forward, a link).
  const [focusForm, setFocusForm] = useState(false);
  const { state, submit, retry, reset, sending } = useSubmission(lookUp);
  // The booking after a self-service change, and which change it was.
  const [changed, setChanged] = useState<{
    booking: BookingTracking;
    answer: SelfServiceAnswer;
  } | null>(null);

  // Back from paying later (/zahlung, 0022): the thanks go with the booking it names.
  const location = useLocation();
  const navigate = useNavigate();
  const [arrivedPaid, setArrivedPaid] = useState(
    () => (location.state as { paid?: unknown } | null)?.paid === true,
  );
  // Said once: the history entry forgets it, so a reload or the language switch does not thank
  // again.
  useEffect(() => {
    if (arrivedPaid)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const addressed = queryOf(params);
  const addressedKey = keyOf(addressed);
  // What the form starts with: the address's booking (the e-mail's link), or what it says next.
  const [formDefaults, setFormDefaults] = useState(addressed);
  // The address this page wrote itself, until it has landed (not a link to follow).
  const written = useRef<string | null>(null);
  const writeAddress = useCallback(
    (query: TrackingQuery | null) => {
      const next = withBooking(params, query);
      if (next.toString() === params.toString()) return;
      written.current = keyOf(queryOf(next));
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  // A miss is said again after the language switch (a reload), beside what was typed: a visitor
  // may switch just to read it. Not in the address: a miss names no booking there.
  const [missKept, setMissKept] = useState(false);
  useEffect(() => {
    if (takeKeptTyping(KEPT_MISS) === true) setMissKept(true);
  }, []);
  const missed =
    (state.status === 'done' && !state.result.found) || (missKept && state.status === 'idle');
  useEffect(() => keepOnLanguageSwitch(KEPT_MISS, () => (missed ? true : null)), [missed]);

  // A new search the form stops (a field's message) takes the last miss's message away.
  const forgetMiss = useCallback(() => {
    setMissKept(false);
    if (state.status === 'done') reset();
  }, [state.status, reset]);

  const showForm = useCallback(
    (defaults: { voucher: string; name: string }) => {
      reset();
      setMissKept(false);
      setChanged(null);
      setArrivedPaid(false);
      setFormDefaults(defaults);
      setFormKey((key) => key + 1);
      setFocusForm(false);
    },
    [reset],
  );
  const onReset = useCallback(() => {
    writeAddress(null);
    showForm({ voucher: '', name: '' });
    setFocusForm(true);
  }, [writeAddress, showForm]);

  // The address's booking is looked up at once: the e-mail's link, a reload, the language
  // switch, back and forward. The page's own writes are not followed again.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === addressedKey) return;
    const first = seen.current === null;
    seen.current = addressedKey;
    if (written.current === addressedKey) {
      written.current = null;
      return;
    }
    const query = trackingSchema.safeParse(addressed);
    if (query.success) void submit(query.data);
    else if (!first) showForm(addressed);
  }, [addressedKey, addressed, submit, showForm]);

  // A found booking goes into the address; a miss leaves no booking named there.
  useEffect(() => {
    if (state.status === 'done') writeAddress(state.result.found ? state.values : null);
    // Once per answer: writing the address changes `writeAddress`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const failure = state.status === 'failed' ? classifyFailure(state.error) : null;
  // The booking shows once the address names it: should its view's code fail to load (the
  // browser keeps a failed load, e.g. from a lookup tried offline), the page reloads once, and
  // that reload looks the booking up again instead of showing an empty form.
  const found =
    state.status === 'done' && state.result.found
      ? { booking: state.result.booking, addressed: addressedKey === keyOf(state.values) }
      : null;

  return (
    <ServicePage namespace="tracking">
      {found && !found.addressed ? (
        <LoadingIndicator />
      ) : found ? (
        <Suspense fallback={<LoadingIndicator />}>
          <resultView.Component
            booking={changed?.booking ?? found.booking}
            answer={
              changed?.answer ??
              (arrivedPaid && found.booking.zahlungsstatus === 'bezahlt' ? 'paid' : null)
            }
            onChanged={(booking, answer) => setChanged({ booking, answer })}
            onReset={onReset}
          />
        </Suspense>
      ) : (
        <>
          <TrackingForm
            key={formKey}
            defaultVoucher={formDefaults.voucher}
            defaultName={formDefaults.name}
            sending={sending}
            onSearch={(query) => void submit(query)}
            onInvalid={forgetMiss}
            focusVoucher={focusForm}
          />
          {/* One live region, there before its message: a role="alert" inside it as well made
              some screen readers announce "not found" twice. */}
          <div className="tracking-outcome" role="status">
            {missed ? (
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
