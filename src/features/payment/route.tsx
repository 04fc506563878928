import { useMemo, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  paymentMachine,
  type TabBooking,
  type PaymentMachine,
} from '../../../machines/payment.machine';
import type { PaymentSession } from '../../domain/payment';
import { bookingStore, paymentStore } from '../../session';
import { paymentActors } from './actors';
import { deadlineOf } from './deadline-of';
import { FLOW_PATHS, pathAfterPayment } from './flow-paths';
import { PaymentView } from './payment-view';
import './payment.css';

export { FLOW_PATHS };

export interface PaymentPageEffects {
  navigate: NavigateFunction;
  /** Leaves the SPA for the hosted payment page (a full page load). */
  redirect: (url: string) => void;
  /** Tests swap the API calls; the app uses src/api/payment.ts. */
  actors?: Partial<typeof paymentActors>;
}

/** The payment machine with the page's effects: API actors, sessionStorage, navigation. */
export function createPaymentPageMachine({
  navigate,
  redirect,
  actors,
}: PaymentPageEffects): PaymentMachine {
  return paymentMachine.provide({
    actors: { ...paymentActors, ...actors },
    actions: {
      persistSession: ({ context }) => {
        if (context.session) paymentStore.write(context.session);
      },
      redirectToHostedPage: ({ context }) => {
        if (context.session?.redirectUrl) redirect(context.session.redirectUrl);
      },
      completePayment: ({ context }) => {
        const session = context.session;
        if (!session) return;
        // The wizard's status step shows the stored booking: it is paid now.
        const booking = bookingStore.read();
        if (booking && booking.buchungStamm.id === session.buchungId) {
          bookingStore.write({
            ...booking,
            buchungStamm: { ...booking.buchungStamm, zahlungsstatus: 'bezahlt' },
          });
        }
        paymentStore.clear();
        // The tracking page thanks for a payment made later (0022); the wizards' status steps
        // read the stored booking.
        navigate(pathAfterPayment(session, 'status'), {
          replace: true,
          ...(session.flow === 'tracking' ? { state: { paid: true } } : {}),
        });
      },
      goToSummary: ({ context }) => {
        paymentStore.clear();
        const session = context.session;
        navigate(session ? pathAfterPayment(session, 'summary') : FLOW_PATHS.privat.summary, {
          replace: true,
        });
      },
    },
  });
}

/** This tab's saved booking when it is paid by card or waits for that payment. */
function cardBookingInTab(): TabBooking | null {
  const stamm = bookingStore.read()?.buchungStamm;
  if (!stamm?.voucher) return null;
  if (stamm.zahlungsstatus !== 'bezahlt' && stamm.zahlungsstatus !== 'offen') return null;
  return {
    flow: stamm.istPrivat ? 'privat' : 'firma',
    voucher: stamm.voucher,
    paid: stamm.zahlungsstatus === 'bezahlt',
  };
}

/** /zahlung: resumes the stored payment session (sessionStorage `saferpay`). */
export function PaymentPage() {
  const navigate = useNavigate();
  const [session] = useState(() => paymentStore.read());
  const [tabBooking] = useState(cardBookingInTab);
  const [deadline] = useState(() => deadlineOf(session, bookingStore.read()?.buchungStamm));
  const machine = useMemo(
    () => createPaymentPageMachine({ navigate, redirect: (url) => window.location.assign(url) }),
    // The machine is made once per page load; navigate is stable for the router's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <PaymentFlow
      machine={machine}
      session={session}
      tabBooking={tabBooking}
      paymentDeadline={deadline}
    />
  );
}

export interface PaymentFlowProps {
  machine: PaymentMachine;
  session: PaymentSession | null;
  /** This tab's card booking, paid or not (shown instead of "no payment open"). */
  tabBooking?: TabBooking | null;
  /** By when the booking must be paid (zahlungBis), when the tab knows the booking. */
  paymentDeadline?: string | null;
}

export function PaymentFlow({
  machine,
  session,
  tabBooking = null,
  paymentDeadline = null,
}: PaymentFlowProps) {
  const actorRef = useActorRef(machine, { input: { session, tabBooking } });
  const snapshot = useSelector(actorRef, (s) => s);
  return <PaymentView snapshot={snapshot} send={actorRef.send} paymentDeadline={paymentDeadline} />;
}
