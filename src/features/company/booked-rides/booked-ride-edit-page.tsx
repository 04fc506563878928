import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import {
  cancelBooking,
  cancelPosition,
  getBookingDetail,
  getExtras,
  quoteBookingChange,
  updateBooking,
} from '../../../api/booking';
import { getTransferTypes } from '../../../api/company';
import type { Booking, Leg } from '../../../domain/booking';
import { bookingLockOf, isLegLocked, type BookingLock } from '../../../domain/booking-lock';
import { selfServiceOf } from '../../../domain/self-service';
import type { CompanySession } from '../../../domain/company';
import { LEG_STATUS } from '../../../domain/constants';
import { OPERATOR } from '../../../domain/operator';
import { formatDate, formatTime, personsText } from '../../../ui/booking';
import { hasKeptTyping } from '../../../i18n';
import { useLocale } from '../../../i18n/use-locale';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { PageTitle } from '../../../ui/page-title';
import { CompanyCallError } from '../../../ui/company-call-error';
import { ChangedMeanwhileMessage, isChangedMeanwhile } from '../../../ui/changed-meanwhile';
import { describeFailure } from '../../../ui/describe-failure';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useOutcomeToast } from '../../../ui/outcome-toast';
import { useRemote } from '../../../api/use-remote';
import { LegEditForm } from './leg-edit-form';
import {
  PriceChangeNotice,
  priceChangeOf,
  priceChangeText,
  type PriceChange,
} from './price-change';
import { routeText } from './route-text';
import { ChargedPrice } from '../../../ui/booking/charged-price';
import { extrasText } from '../../../ui/booking/extras-text';
import { PaymentDeadline } from '../../../ui/booking/payment-deadline';
import { applyLegEdit, legEditValuesOf, movesPlace, type LegEditValues } from './leg-form-schema';
import { PayNowButton } from './pay-now-button';

type LegKey = 'hinfahrt' | 'rueckfahrt';
/**
 * The cancellation asked about. It stays after the dialog closed (`open` false), so the closing
 * dialog keeps its texts; `failed`: its call failed in a way a retry can mend.
 */
type Confirm = ({ kind: 'leg'; leg: LegKey } | { kind: 'booking' }) & {
  open: boolean;
  failed?: unknown;
};

interface BookedRideEditProps {
  company: CompanySession | null;
  voucher: string;
  buchungId: number;
  /** The booking's access token (opened by its edit link): every call goes with it, not the session. */
  token?: string | null;
  /**
   * Shown under the title, e.g. how the booking was opened; a function gets the booking as it is
   * now and whether it can still be changed here.
   */
  intro?: ReactNode | ((booking: Booking, open: boolean) => ReactNode);
  /** The way back; the company's booking list by default. */
  back?: ReactNode;
}

/** The name a leg's open form keeps its typing under over a language switch. */
const keptLegKey = (voucher: string, leg: LegKey) => `ride-${voucher}-${leg}`;

/**
 * gebuchte-fahrten-bearbeiten/:voucher/:id: one booked ride of the company. A leg is changed
 * from its current server state (PosDetail) and saved with PUT; a leg or the whole booking is
 * cancelled after a confirmation dialog. A booking that can no longer be changed (cancelled,
 * under way, done) is shown read-only with the reason. The edit link page shows the same screen
 * with the booking's token (docs/decisions/0007-edit-link-access.md).
 */
export function BookedRideEditPage({
  company,
  voucher,
  buchungId,
  token = null,
  intro,
  back = <BackToList />,
}: BookedRideEditProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const valid = Number.isInteger(buchungId) && buchungId > 0;
  const ref = { buchungId, token };
  const detail = useRemote(`${buchungId}`, async (signal) => {
    if (!valid) throw new Error('invalid id');
    return getBookingDetail(ref, { signal });
  });
  // The extras' names (the booking has their ids); a booking without extras does not show them.
  const extras = useRemote('extras', (signal) => getExtras({ signal }));
  // The vehicle's name (the booking has its id); the fact waits for it.
  const transferTypes = useRemote('transfer-types', (signal) => getTransferTypes({ signal }));
  /** The open ride's form: `round` names one start of it (a fresh read starts it anew). */
  const [editing, setEditing] = useState<{
    leg: LegKey;
    values: LegEditValues;
    round: number;
  } | null>(null);
  const rounds = useRef(0);
  const [loadingLeg, setLoadingLeg] = useState<LegKey | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);
  /** The last action's failure; `leg`: opening that leg's form failed, said at its button. */
  const [actionError, setActionError] = useState<{ error: unknown; leg?: LegKey } | null>(null);
  /** The total a saved change moved (another tariff): said until the next action. */
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  /** A new total asked about before saving; `answer` goes back to the waiting save. */
  const [priceAsk, setPriceAsk] = useState<{
    change: PriceChange;
    answer: (save: boolean) => void;
  } | null>(null);
  const askPrice = (change: PriceChange) =>
    new Promise<boolean>((resolve) =>
      setPriceAsk({
        change,
        answer: (save) => {
          setPriceAsk(null);
          resolve(save);
        },
      }),
    );
  const { toast, notify } = useOutcomeToast();
  const headingRef = useRef<HTMLDivElement>(null);
  const legHeadings = useRef<Partial<Record<LegKey, HTMLHeadingElement | null>>>({});
  /** Closes the leg's form; the focus goes to the leg it showed (else it fell to the page). */
  const closeEdit = (leg: LegKey) => {
    flushSync(() => setEditing(null));
    legHeadings.current[leg]?.focus();
  };

  const booking = detail.data;
  // A booking a colleague cancelled (or that is under way) meanwhile cannot be changed: the open
  // form goes, and the focus to the title, under which the page says why.
  const lockedMeanwhile =
    editing !== null && booking !== null && bookingLockOf(booking, new Date());
  useEffect(() => {
    if (!lockedMeanwhile) return;
    setEditing(null);
    headingRef.current?.focus();
  }, [lockedMeanwhile]);
  const belongs =
    booking &&
    booking.buchungStamm.voucher === voucher &&
    (token !== null || booking.buchungStamm.firmenId === company?.firmenId);

  const startEdit = async (leg: LegKey) => {
    if (!booking) return;
    const posId = booking[leg].id;
    if (!posId) return;
    setLoadingLeg(leg);
    setActionError(null);
    setPriceChange(null);
    try {
      // The booking as the server has it now: the page may be older than a colleague's change.
      // The form and the version its save is based on (0021) come from this one read.
      const fresh = await getBookingDetail(ref);
      detail.replace(fresh);
      rounds.current += 1;
      setEditing({ leg, values: legEditValuesOf(fresh[leg]), round: rounds.current });
    } catch (error) {
      setActionError({ error, leg });
    } finally {
      setLoadingLeg(null);
    }
  };

  // A leg's form that was open at a language switch opens again, with what was typed in it.
  const reopened = useRef(false);
  useEffect(() => {
    if (!belongs || !booking || reopened.current) return;
    reopened.current = true;
    const keys: LegKey[] = booking.mitRueckfahrt ? ['hinfahrt', 'rueckfahrt'] : ['hinfahrt'];
    const leg = keys.find((key) => hasKeptTyping(keptLegKey(voucher, key)));
    if (leg) void startEdit(leg);
  });

  /**
   * A refusal because the booking's state forbids the change (409): show the booking as it now
   * is. Not a save of an older read (conflict, 0021): the open form keeps what was typed, based
   * on the read it was, until the user loads the current data (its next save would undo the
   * other change otherwise).
   */
  const showServerState = (error: unknown) => {
    if (isApiError(error) && error.status === 409 && !isChangedMeanwhile(error)) detail.reload();
  };

  const saveLeg = async (values: LegEditValues) => {
    if (!booking || !editing) return;
    setBusy(true);
    setActionError(null);
    try {
      const changed: Booking = {
        ...booking,
        [editing.leg]: applyLegEdit(booking[editing.leg], values),
      };
      // Another place can mean another tariff: a new total is asked about before it is saved.
      if (movesPlace(values, editing.values)) {
        const quote = await quoteBookingChange(changed, { basedOnRead: true });
        // The total and the moved ride's own price (0026) the save would charge.
        const quoted: Booking = {
          ...changed,
          preis: quote.preis,
          [editing.leg]: { ...changed[editing.leg], preis: quote[editing.leg] },
        };
        const change = priceChangeOf(booking, quoted, editing.leg);
        if (change) {
          // The question is the page's now: the save button waits without a spinner.
          setBusy(false);
          if (!(await askPrice(change))) return undefined;
          setBusy(true);
        }
      }
      const updated = await updateBooking(changed, { basedOnRead: true });
      detail.replace(updated);
      closeEdit(editing.leg);
      // A changed total is said with the outcome and stays on the page under the total.
      const change = priceChangeOf(booking, updated, editing.leg);
      setPriceChange(change);
      notify(
        change
          ? `${t('company.edit.saved')} ${priceChangeText(t, change, locale)}`
          : t('company.edit.saved'),
      );
    } catch (error) {
      setActionError({ error });
      showServerState(error);
      if (isApiError(error) && error.fieldErrors) return { fieldErrors: error.fieldErrors };
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  const runCancel = async () => {
    if (!booking || !confirm?.open) return;
    setBusy(true);
    setActionError(null);
    setConfirm({ ...confirm, failed: undefined });
    setPriceChange(null);
    const cancelled = () => {
      notify(
        confirm.kind === 'leg'
          ? t('company.edit.legCancelled')
          : t('company.edit.bookingCancelled'),
      );
      setConfirm({ ...confirm, open: false });
      setEditing(null);
      headingRef.current?.focus();
    };
    try {
      const leg = confirm.kind === 'leg' ? booking[confirm.leg] : null;
      const result = leg?.id ? await cancelPosition(ref, leg.id) : await cancelBooking(ref);
      detail.replace(result);
      cancelled();
    } catch (error) {
      if (isApiError(error) && error.code === 'bookingCancelled') {
        // Already cancelled: the answer to an earlier try was lost on the way, or a colleague
        // was quicker. What was asked for is done; the page shows the booking as it now is.
        detail.reload();
        cancelled();
      } else if (describeFailure(error).retryable) {
        // A retry in place: the dialog stays with the failure and confirming again sends again.
        setConfirm({ ...confirm, failed: error });
      } else {
        // Where a retry cannot help (e.g. the session ended), the page says what can.
        setConfirm({ ...confirm, open: false });
        setActionError({ error });
        showServerState(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const title = t('company.edit.title', { voucher });
  if (detail.status === 'loading' && !booking) {
    return (
      <section className="company-screen">
        <PageTitle title={title} />
        {typeof intro === 'function' ? null : intro}
        <LoadingIndicator showLabel />
      </section>
    );
  }
  if (!booking || !belongs) {
    return (
      <section className="company-screen">
        <PageTitle title={title} />
        {detail.status === 'failed' && valid ? (
          <CompanyCallError error={detail.error} onRetry={detail.reload} />
        ) : (
          <p role="alert">{t('company.errors.notFound')}</p>
        )}
        {back}
      </section>
    );
  }

  const legs: LegKey[] = booking.mitRueckfahrt ? ['hinfahrt', 'rueckfahrt'] : ['hinfahrt'];
  const isCancelled = (leg: Leg) => leg.statusId === LEG_STATUS.storniert;
  const activeLegs = legs.filter((leg) => !isCancelled(booking[leg]));
  // Every ride cancelled: nothing is charged (paid card money goes back whole, 0009).
  const cancelled = activeLegs.length === 0;
  // Read-only once the server would refuse a change: the same rule as the server's (src/domain).
  const now = new Date();
  // By its edit link, the passenger's 24-hour window closes it too (0009, the server's rule).
  const window =
    token === null
      ? null
      : selfServiceOf(
          {
            hinfahrt: booking.hinfahrt,
            rueckfahrt: booking.mitRueckfahrt ? booking.rueckfahrt : null,
          },
          now,
        );
  const lock: EditLock | null =
    bookingLockOf(booking, now) ??
    (window && !window.open && window.reason === 'tooLate' ? 'tooLate' : null);
  // Card money is refunded only whole (0009): a paid booking's ride goes with the whole booking.
  const paid = booking.buchungStamm.zahlungsstatus === 'bezahlt';
  // An unpaid card booking whose rides are all ahead is paid here by the company (0022); by its
  // edit link the passenger has no company session to pay with.
  const payable =
    token === null && !lock && booking.buchungStamm.zahlungsstatus === 'offen' && !cancelled;
  const canCancelLeg = (leg: Leg) =>
    lock !== 'tooLate' &&
    !paid &&
    !isCancelled(leg) &&
    !isLegLocked(leg, now) &&
    activeLegs.length > 1;
  const { kundeStamm: k } = booking;
  const vehicle = transferTypes.data?.find((type) => type.id === booking.transferArtId)?.name;
  // While a ride's form is open the other actions wait for it; the hint under them says why.
  const formOpen = !lock && editing !== null;
  const waitHint = formOpen ? { 'aria-describedby': 'close-open-ride-first' } : {};
  return (
    <section className="company-screen">
      <div ref={headingRef} tabIndex={-1}>
        <PageTitle
          title={title}
          lead={lock ? undefined : t(paid ? 'company.edit.leadPaid' : 'company.edit.lead')}
        />
      </div>
      {typeof intro === 'function' ? intro(booking, lock === null) : intro}
      {back}
      {/* An open form says what became of its save at its save button. */}
      {actionError && !formOpen && !actionError.leg ? (
        <CompanyCallError error={actionError.error} />
      ) : null}
      {lock ? (
        <LockedNotice lock={lock} unpaid={booking.buchungStamm.stornoGrund === 'unbezahlt'} />
      ) : null}

      <dl className="company-facts">
        <div>
          <dt>{t('company.edit.passenger')}</dt>
          <dd>{[k.anrede, k.vorname, k.name].filter(Boolean).join(' ')}</dd>
        </div>
        {k.bereich || k.kst ? (
          <div>
            <dt>{t('company.edit.department')}</dt>
            <dd>{[k.bereich, k.kst].filter(Boolean).join(' · ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('company.edit.route')}</dt>
          <dd>{routeText(t, booking, booking.hinfahrt.buchungAdresse.ort)}</dd>
        </div>
        <div>
          <dt>{t('company.edit.persons')}</dt>
          <dd>{personsText(t, booking)}</dd>
        </div>
        {vehicle ? (
          <div>
            <dt>{t('company.summary.tariff')}</dt>
            <dd>{vehicle}</dd>
          </div>
        ) : null}
        {booking.extras.length > 0 && extras.data ? (
          <div>
            <dt>{t('booking.summary.extras')}</dt>
            <dd>{extrasText(booking.extras, extras.data)}</dd>
          </div>
        ) : null}
        {booking.extras.length > 0 && booking.extrasPreis ? (
          <div>
            <dt>{t('common.price.extras')}</dt>
            <dd>
              <ChargedPrice
                cent={booking.extrasPreis.betragCent}
                cancelled={cancelled}
                locale={locale}
              />
            </dd>
          </div>
        ) : null}
        {booking.preis ? (
          <div>
            <dt>{t('common.price.total')}</dt>
            <dd>
              <ChargedPrice cent={booking.preis.betragCent} cancelled={cancelled} locale={locale} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('company.edit.payment')}</dt>
          <dd>
            {cancelled
              ? t(`company.edit.cancelledPayment.${paid ? 'refund' : 'notCharged'}`)
              : t(`company.rides.states.${booking.buchungStamm.zahlungsstatus ?? 'offen'}`)}
            {!cancelled && booking.buchungStamm.zahlungBis ? (
              <span className="company-payment-deadline">
                <PaymentDeadline until={booking.buchungStamm.zahlungBis} />
              </span>
            ) : null}
            {payable ? (
              <PayNowButton
                buchungId={buchungId}
                voucher={voucher}
                zahlungBis={booking.buchungStamm.zahlungBis}
              />
            ) : null}
          </dd>
        </div>
      </dl>
      {priceChange ? <PriceChangeNotice change={priceChange} /> : null}

      {legs.map((legKey) => {
        const leg = booking[legKey];
        const legend = t(`company.edit.${legKey}`);
        if (formOpen && editing.leg === legKey) {
          const otherKey: LegKey = legKey === 'hinfahrt' ? 'rueckfahrt' : 'hinfahrt';
          const other = activeLegs.includes(otherKey)
            ? { leg: otherKey, datum: booking[otherKey].datum, zeit: booking[otherKey].zeit }
            : undefined;
          return (
            <LegEditForm
              key={`${legKey}-${editing.round}`}
              other={other}
              keepAs={keptLegKey(voucher, legKey)}
              legend={legend}
              defaultValues={editing.values}
              saving={busy}
              failure={
                !actionError ? null : isChangedMeanwhile(actionError.error) ? (
                  // Saved from an older read (0021): what was typed stays until the user loads
                  // the ride as it now is into the form.
                  <ChangedMeanwhileMessage
                    busy={loadingLeg !== null}
                    onLoad={() => void startEdit(legKey)}
                  />
                ) : (
                  <CompanyCallError error={actionError.error} />
                )
              }
              onSave={saveLeg}
              onCancel={() => {
                // What the server said about the form's change goes with the form.
                setActionError(null);
                closeEdit(legKey);
              }}
            />
          );
        }
        return (
          <article key={legKey} className="company-leg" aria-labelledby={`leg-${legKey}`}>
            <h2
              id={`leg-${legKey}`}
              tabIndex={-1}
              ref={(heading) => {
                legHeadings.current[legKey] = heading;
              }}
            >
              {legend}
            </h2>
            <dl className="company-facts">
              <div>
                <dt>{t('company.edit.when')}</dt>
                <dd>
                  {formatDate(leg.datum, locale)}, {formatTime(leg.datum, leg.zeit, locale)} (
                  {leg.istFesteZeit ? t('company.edit.fixedTime') : t('company.edit.flightTime')})
                </dd>
              </div>
              {leg.flugnummer ? (
                <div>
                  <dt>{t('common.fields.flightNumber')}</dt>
                  <dd>{leg.flugnummer}</dd>
                </div>
              ) : null}
              {leg.weitereAdresse ? (
                <div>
                  <dt>{t('booking.tripDetails.furtherAddress')}</dt>
                  <dd>{leg.weitereAdresse}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('company.edit.address')}</dt>
                <dd>
                  {[
                    leg.buchungAdresse.strasse,
                    [leg.buchungAdresse.plz, leg.buchungAdresse.ort].filter(Boolean).join(' '),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
              </div>
              <div>
                <dt>{t('common.fields.luggage')}</dt>
                <dd>{leg.gepaeckstck}</dd>
              </div>
              {leg.preis ? (
                <div>
                  {/* Its own price (0026); a cancelled ride's as not charged, what it cost named. */}
                  <dt>{t('common.price.ride')}</dt>
                  <dd>
                    <ChargedPrice
                      cent={leg.preis.betragCent}
                      cancelled={isCancelled(leg)}
                      locale={locale}
                    />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('company.edit.legStatus')}</dt>
                <dd>
                  <span className={`company-badge company-badge--status${leg.statusId}`}>
                    {t(`company.legStatus.${leg.statusId}`, { defaultValue: String(leg.statusId) })}
                  </span>
                </dd>
              </div>
            </dl>
            {actionError?.leg === legKey ? (
              <CompanyCallError error={actionError.error} onRetry={() => void startEdit(legKey)} />
            ) : null}
            {!isCancelled(leg) && (!lock || canCancelLeg(leg)) ? (
              <div className="company-actions">
                {!lock ? (
                  <Button
                    type="button"
                    label={t('company.edit.changeLeg')}
                    icon="pi pi-pencil"
                    outlined
                    loading={loadingLeg === legKey}
                    disabled={busy || loadingLeg !== null || editing !== null}
                    {...waitHint}
                    onClick={() => void startEdit(legKey)}
                  />
                ) : null}
                {canCancelLeg(leg) ? (
                  <Button
                    type="button"
                    label={t('company.edit.cancelLeg')}
                    icon="pi pi-times"
                    severity="danger"
                    text
                    disabled={busy || editing !== null}
                    {...waitHint}
                    onClick={() => setConfirm({ kind: 'leg', leg: legKey, open: true })}
                  />
                ) : null}
              </div>
            ) : null}
          </article>
        );
      })}

      {!lock && paid && activeLegs.length > 1 ? (
        <p className="company-hint">{t('company.edit.paidWhole')}</p>
      ) : null}
      {!lock ? (
        <div className="company-actions company-actions--end">
          {formOpen ? (
            <p id="close-open-ride-first" className="company-hint" style={{ margin: 0 }}>
              {t('company.edit.closeOpenRideFirst')}
            </p>
          ) : null}
          <Button
            type="button"
            label={t('company.edit.cancelBooking')}
            icon="pi pi-ban"
            severity="danger"
            outlined
            disabled={busy || editing !== null}
            {...waitHint}
            onClick={() => setConfirm({ kind: 'booking', open: true })}
          />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirm?.open === true}
        title={
          confirm?.kind === 'leg'
            ? t('company.edit.confirmLegTitle')
            : t('company.edit.confirmBookingTitle')
        }
        keepLabel={t('company.dialog.keep')}
        confirmLabel={
          confirm?.kind === 'leg' ? t('company.edit.cancelLeg') : t('company.edit.cancelBooking')
        }
        confirmIcon="pi pi-times"
        severity="danger"
        busy={busy}
        error={confirm?.failed ? t(describeFailure(confirm.failed).key) : null}
        onConfirm={() => void runCancel()}
        onCancel={() => setConfirm(confirm && { ...confirm, open: false })}
      >
        {confirm?.kind === 'leg'
          ? t('company.edit.confirmLegText', { leg: t(`company.edit.${confirm.leg}`) })
          : t('company.edit.confirmBookingText', { voucher })}
      </ConfirmDialog>
      <ConfirmDialog
        open={priceAsk !== null}
        title={t('company.edit.confirmPrice.title')}
        keepLabel={t('company.edit.confirmPrice.keep')}
        confirmLabel={t('company.edit.confirmPrice.save')}
        confirmIcon="pi pi-check"
        busy={false}
        onConfirm={() => priceAsk?.answer(true)}
        onCancel={() => priceAsk?.answer(false)}
      >
        {priceAsk ? priceChangeText(t, priceAsk.change, locale, 'ask') : null}
      </ConfirmDialog>
      {toast}
    </section>
  );
}

/** Why the booking can no longer be changed, and who can help. */
/** Why the page is read-only: the booking's state, or (by its link) the last 24 hours. */
type EditLock = BookingLock | 'tooLate';

/** `unpaid`: every ride cancelled because the booking was never paid (0024). */
function LockedNotice({ lock, unpaid }: { lock: EditLock; unpaid: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="company-locked">
      <span className="pi pi-lock company-locked__icon" aria-hidden="true" />
      <div>
        <p>
          <strong>{t('company.edit.locked.title')}</strong>{' '}
          {t(
            lock === 'cancelled' && unpaid
              ? 'company.edit.locked.cancelledUnpaid'
              : `company.edit.locked.${lock}`,
          )}
        </p>
        {lock !== 'cancelled' ? (
          <p>
            {t('company.edit.locked.help')}{' '}
            <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/buchung/gebuchte-fahrten">
        <FrameIcon name="back" /> {t('company.edit.backToList')}
      </Link>
    </p>
  );
}
