import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { stepMetaOf } from '../../../src/features/booking/ui/use-machine-route-sync';
import type { TripDetails } from '../../../machines/shared/trip-details';

/*
 * What the drivers of the two booking wizards (private /privat-buchung/*, company /buchung/*)
 * share: a memory router with the wizard and a /zahlung stand-in, route events as URL changes,
 * the shared trip-details form, and the screen checks of the steps both wizards have.
 */

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
/** The first field whose label starts with the text ("Ort" comes before "Ortsteil"). */
export const field = (label: string) =>
  screen.getAllByLabelText(startsWith(label))[0]! as HTMLInputElement;
/** The field once the step's body is drawn (a step's first drawing is deferred, step-body.tsx). */
export const findField = async (label: string) =>
  (
    await screen.findAllByLabelText(startsWith(label), undefined, { timeout: 4000 })
  )[0]! as HTMLInputElement;
/** A step's Next; on a step opened from the summary's edit link it applies the changes. */
export const nextButtonName = () =>
  new RegExp(`^(${t('common.actions.next')}|${t('booking.summary.applyChanges')})$`);
export const nextButton = () => screen.getByRole('button', { name: nextButtonName() });

export async function setValue(user: UserEvent, element: HTMLElement, value: string) {
  await user.clear(element);
  if (value) {
    await user.click(element);
    await user.paste(value);
  }
}

/**
 * Picks the option whose label matches from a combobox (PrimeReact's Dropdown): Arrow Down opens
 * its list, a click takes the option. jsdom has no layout, where PrimeReact leaves the list
 * display:none: its options are found among hidden elements, by their label.
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, label: RegExp) {
  combobox.focus();
  await user.keyboard('{ArrowDown}');
  const options = await screen.findAllByRole('option', { hidden: true });
  const option = options.find((item) => label.test(item.getAttribute('aria-label') ?? ''));
  if (!option) throw new Error(`no option ${String(label)} in the list`);
  await user.click(option);
}

/** Fills the shared trip-details form (src/features/booking/ui/trip-details-form.tsx) with the details. */
export async function fillTripDetails(user: UserEvent, details: TripDetails) {
  const leg = details.hinfahrt;
  await chooseOption(user, field(t('common.fields.salutation')), startsWith(details.kunde.anrede));
  await setValue(user, field(t('common.fields.firstName')), details.kunde.vorname);
  await setValue(user, field(t('common.fields.lastName')), details.kunde.name);
  await setValue(user, field(t('common.fields.email')), details.kunde.email);
  await setValue(user, field(t('common.fields.mobile')), details.kunde.mobil);
  await setValue(user, field(t('common.fields.street')), details.adresse.strasse);
  await setValue(user, field(t('common.fields.postcode')), details.adresse.plz);
  await setValue(user, field(t('common.fields.city')), details.adresse.ort);
  await setValue(user, field(t('common.fields.district')), details.adresse.ortsteil);
  // After a company route tariff (52460) the ride has no date and time yet.
  await setValue(user, field(t('booking.tripDetails.date')), leg.datum);
  await setValue(user, field(t('booking.tripDetails.time')), leg.zeit);
  await setValue(user, field(t('booking.tripDetails.flightNumber')), leg.flugnummer);
  const timeKind = t(
    leg.istFesteZeit ? 'booking.tripDetails.fixedTime' : 'booking.tripDetails.flightTime',
  );
  await user.click(screen.getByRole('radio', { name: startsWith(timeKind) }));
}

interface WizardOptions {
  machine: AnyStateMachine;
  /** The wizard's base path, e.g. `/privat-buchung`. */
  base: string;
  /** The feature's translation namespace (`privateBooking`, `company`). */
  namespace: string;
  /** Also check the step indicator's current item (the company wizard does not always match yet). */
  stepIndicator?: boolean;
}

export function wizardKit({ machine, base, namespace, stepIndicator = false }: WizardOptions) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;

  const stepPath = (stateId: string): string | undefined => {
    const node = machine.getStateNodeById(stateId) as AnyStateNode;
    return (node.meta as { path?: string } | undefined)?.path;
  };
  const pathname = () => router!.state.location.pathname;
  const confirmButton = () =>
    screen.getByRole('button', {
      // A company books "Jetzt buchen"; a consumer's button says it obliges to pay (§ 312j BGB).
      name: new RegExp(
        `^(${[t('common.actions.bookNow'), t('privateBooking.summary.bookAndPay'), t(`${namespace}.summary.saveChanges`)].map(escape).join('|')})$`,
      ),
    });

  return {
    pathname,
    confirmButton,
    /** Mounts the wizard at `first` (a path below base) next to a stand-in of /zahlung. */
    mount(wizard: ReactElement, first: string) {
      router = createMemoryRouter(
        [
          { path: `${base}/*`, element: wizard },
          { path: '/zahlung', element: <h1>/zahlung</h1> },
        ],
        { initialEntries: [`${base}/${first}`] },
      );
      render(<RouterProvider router={router} />);
    },
    /** `xstate.route` is a URL change (deep link, back/forward). */
    route: async ({ event }: { event: EventObject }) => {
      const path = stepPath(String((event as EventObject & { to: string }).to).slice(1));
      await act(async () => {
        await router!.navigate(`${base}/${path}`);
      });
    },
    /** The URL sync sends a route only for another step, and none once the flow left for /zahlung. */
    isRoutable: (snapshot: AnyMachineSnapshot, event: EventObject) => {
      if (event.type !== 'xstate.route') return true;
      const meta = stepMetaOf(snapshot);
      return (
        !meta.href &&
        stepPath(String((event as EventObject & { to: string }).to).slice(1)) !== meta.path
      );
    },
    /** The step's heading and URL (and the current item of the step indicator). */
    heading:
      (step: string) =>
      async ({ snapshot }: { snapshot: AnyMachineSnapshot }) => {
        const meta = stepMetaOf(snapshot);
        // A state that hands off to /zahlung has left the wizard's page.
        if (meta.href) return;
        const name = t(`${namespace}.steps.${step}`);
        expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
        await waitFor(() => expect(pathname()).toBe(`${base}/${meta.path}`));
        if (!stepIndicator) return;
        await waitFor(() => {
          const current = screen
            .getByRole('navigation', { name: t('booking.steps.label') })
            .querySelector('[aria-current="step"]');
          expect(current).toHaveTextContent(name);
        });
      },
    loading: () => waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThan(0)),
    /** The failure is an alert with the error's message (when given) and a retry in place. */
    failure: (message?: string) => async () => {
      const retry = t('common.actions.retry');
      const alert = (await screen.findAllByRole('alert')).find((a) =>
        within(a).queryByRole('button', { name: retry }),
      );
      expect(alert, 'an alert with a retry button').toBeDefined();
      if (message) expect(alert).toHaveTextContent(message);
      expect(within(alert!).getByRole('button', { name: retry })).toBeEnabled();
    },
    saving: () => waitFor(() => expect(confirmButton()).toHaveAttribute('aria-disabled', 'true')),
    paymentHandOff: () => waitFor(() => expect(pathname()).toBe('/zahlung')),
  };
}
