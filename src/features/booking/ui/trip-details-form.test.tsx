import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TripDetailsForm, type TripDetailsFill } from './trip-details-form';
import type { TripDetailsFormValues } from './trip-details-schema';
import { LegInputs } from '../../../ui/ride-form/leg-inputs';

// Counted, to see which renders reach the fields.
vi.mock('../../../ui/ride-form/leg-inputs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../ui/ride-form/leg-inputs')>();
  return { ...actual, LegInputs: vi.fn(actual.LegInputs) };
});

const leg = {
  datum: '',
  zeit: '',
  flugnummer: '',
  zeitArt: 'fest' as const,
  gepaeckstck: '1',
  weitereAdresse: '',
};
const empty: TripDetailsFormValues = {
  anredeId: '',
  vorname: '',
  name: '',
  co: '',
  email: '',
  mobil: '',
  telefon: '',
  strasse: '',
  plz: '30159',
  ort: 'Hannover',
  ortsteil: '',
  hinfahrt: { ...leg, datum: '2099-06-01', zeit: '08:30' },
  mitRueckfahrt: false,
  rueckfahrt: { ...leg },
};

/** Every required field filled in. */
const valid: TripDetailsFormValues = {
  ...empty,
  anredeId: '1',
  vorname: 'Erika',
  name: 'Muster',
  email: 'e@example.org',
  mobil: '0151 234567',
  strasse: 'Weg 1',
};

const SALUTATIONS = [
  { id: 1, name: 'Frau' },
  { id: 2, name: 'Herr' },
];

function setup(values = empty) {
  const onSubmit = vi.fn();
  render(
    <TripDetailsForm
      defaultValues={values}
      salutations={SALUTATIONS}
      direction="zumFlughafen"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('TripDetailsForm', { timeout: 20_000 }, () => {
  it('draws its fields once: not again for its own render after mounting, nor for the step', () => {
    const drawnLegs = vi.mocked(LegInputs);
    drawnLegs.mockClear();
    const form = (onSubmit: () => void) => (
      <TripDetailsForm
        defaultValues={empty}
        salutations={SALUTATIONS}
        direction="zumFlughafen"
        onSubmit={onSubmit}
      />
    );
    const { rerender } = render(form(() => {}));
    expect(screen.getByLabelText(/Vorname/)).toBeInTheDocument();
    expect(drawnLegs).toHaveBeenCalledTimes(1);
    // A new snapshot of the booking machine renders the step, with new callbacks.
    rerender(form(() => {}));
    expect(drawnLegs).toHaveBeenCalledTimes(1);
  });

  it('shows required messages tied to the fields, focuses the first one and keeps values', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/Nachname/), 'Muster');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const salutation = screen.getByLabelText(/Anrede/);
    await waitFor(() => expect(salutation).toHaveFocus());
    expect(salutation).toHaveAttribute('aria-invalid', 'true');
    expect(salutation).toHaveAccessibleDescription('Bitte wählen Sie eine Option aus.');
    expect(screen.getByLabelText(/Vorname/)).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(screen.getByLabelText(/Nachname/)).toHaveValue('Muster');
    expect(screen.getByText(/Bitte korrigieren Sie 5 markierte Felder/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks email, phone, postcode, past dates and a return before the outbound ride', async () => {
    const { onSubmit, user } = setup({
      ...empty,
      anredeId: '1',
      vorname: 'Erika',
      name: 'Muster',
      email: 'nope',
      mobil: 'abc',
      strasse: 'Weg 1',
      plz: '123',
      hinfahrt: { ...leg, datum: '2000-01-01', zeit: '08:00' },
      mitRueckfahrt: true,
      rueckfahrt: { ...leg, datum: '2099-01-01', zeit: '08:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/E-Mail/)).toHaveAccessibleDescription(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      ),
    );
    expect(screen.getByLabelText(/Mobiltelefon/)).toHaveAccessibleDescription(
      /gültige Telefonnummer/,
    );
    expect(screen.getByLabelText(/PLZ/)).toHaveAccessibleDescription(/fünfstellige Postleitzahl/);
    const dates = screen.getAllByLabelText(/^Datum/);
    expect(dates[0]).toHaveAccessibleDescription(
      /Das Datum darf nicht in der Vergangenheit liegen\./,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values', async () => {
    const { onSubmit, user } = setup(valid);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'e@example.org',
      hinfahrt: { datum: '2099-06-01' },
    });
  });

  it('focuses the first invalid field on screen: the street before the district below it', async () => {
    const { onSubmit, user } = setup({ ...valid, strasse: '', ortsteil: 'x'.repeat(81) });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const street = screen.getByLabelText(/Straße/);
    await waitFor(() => expect(street).toHaveFocus());
    expect(screen.getByLabelText(/Ortsteil/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a flight number for a flight-based pickup and a return after the outbound ride', async () => {
    const { user } = setup({
      ...valid,
      hinfahrt: { ...leg, datum: '2099-06-01', zeit: '08:30', zeitArt: 'flug' },
      mitRueckfahrt: true,
      rueckfahrt: { ...leg, datum: '2099-05-01', zeit: '08:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getAllByLabelText(/^Flugnummer/)[0]).toHaveAccessibleDescription(
        /Bitte füllen Sie/,
      ),
    );
    expect(screen.getAllByLabelText(/^Datum/)[1]).toHaveAccessibleDescription(
      /Die Rückfahrt muss mindestens 2 Stunden nach der Hinfahrt liegen\./,
    );
  });
});

describe('TripDetailsForm person', () => {
  it("names the person by who books: the customer's own details, or a company's passenger's", async () => {
    const form = (forPassenger: boolean) => (
      <TripDetailsForm
        defaultValues={empty}
        salutations={SALUTATIONS}
        direction="zumFlughafen"
        onSubmit={vi.fn()}
        forPassenger={forPassenger}
      />
    );
    const { rerender } = render(form(false));
    expect(await screen.findByRole('group', { name: 'Ihre Kontaktdaten' })).toBeInTheDocument();
    rerender(form(true));
    expect(
      await screen.findByRole('group', { name: 'Kontaktdaten des Fahrgasts' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ihre Kontaktdaten' })).toBeNull();
  });
});

describe('TripDetailsForm leading fields', { timeout: 20_000 }, () => {
  it("draws the step's own fields inside the form, after the required-fields line: Enter in them sends it", async () => {
    const onSubmit = vi.fn();
    const valid: TripDetailsFormValues = {
      ...empty,
      anredeId: '1',
      vorname: 'Erika',
      name: 'Muster',
      email: 'erika@example.org',
      mobil: '0151 2345678',
      strasse: 'Kröpcke 1',
    };
    render(
      <TripDetailsForm
        defaultValues={valid}
        salutations={SALUTATIONS}
        direction="zumFlughafen"
        onSubmit={onSubmit}
        leadingFields={<input aria-label="Kostenstelle" />}
      />,
    );
    const costCentre = await screen.findByRole('textbox', { name: 'Kostenstelle' });
    const hint = screen.getByText('Mit * gekennzeichnete Felder sind Pflichtfelder.');
    expect(
      hint.compareDocumentPosition(costCentre) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.setup().type(costCentre, '4711{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('TripDetailsForm fill', { timeout: 20_000 }, () => {
  it('lays values given from outside onto what was typed, focuses the field named and sends them', async () => {
    const onSubmit = vi.fn();
    const form = (fill: TripDetailsFill | null) => (
      <TripDetailsForm
        defaultValues={empty}
        salutations={SALUTATIONS}
        direction="zumFlughafen"
        onSubmit={onSubmit}
        fill={fill}
      />
    );
    const { rerender } = render(form(null));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Straße/ }), 'Weg 1');
    const seen: string[] = [];
    rerender(
      form({
        values: (current) => {
          seen.push(current.strasse);
          return { anredeId: '2', vorname: 'Jonas', name: 'Brandt', email: 'j@example.org' };
        },
        focus: 'vorname',
      }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveFocus());
    expect(seen).toEqual(['Weg 1']);
    expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Brandt');
    await user.type(screen.getByRole('textbox', { name: /^Mobil/ }), '0151 234567');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      anredeId: '2',
      vorname: 'Jonas',
      name: 'Brandt',
      strasse: 'Weg 1',
    });
  });
});

describe('TripDetailsForm drafts', { timeout: 20_000 }, () => {
  function setupDraft(values = empty, draftDelay = 50) {
    const onSubmit = vi.fn();
    const onDraftChange = vi.fn();
    const view = render(
      <TripDetailsForm
        defaultValues={values}
        salutations={[{ id: 1, name: 'Frau' }]}
        direction="zumFlughafen"
        onSubmit={onSubmit}
        onDraftChange={onDraftChange}
        draftDelay={draftDelay}
      />,
    );
    return { onSubmit, onDraftChange, view, user: userEvent.setup() };
  }

  it('reports the typed values once typing pauses, not on every key', async () => {
    const { onDraftChange, user } = setupDraft(empty, 800);
    await user.type(screen.getByLabelText(/Vorname/), 'Erika');
    await waitFor(() => expect(onDraftChange).toHaveBeenCalled(), { timeout: 3000 });
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange.mock.calls[0]![0]).toMatchObject({
      vorname: 'Erika',
      plz: '30159',
      hinfahrt: { datum: '2099-06-01' },
    });
  });

  it('restores a draft passed as default values, invalid input included', () => {
    setupDraft({ ...empty, vorname: 'Eri', email: 'erika@' });
    expect(screen.getByLabelText(/Vorname/)).toHaveValue('Eri');
    expect(screen.getByLabelText(/E-Mail/)).toHaveValue('erika@');
  });

  it('reports a pending change at once when the page is hidden (reload)', async () => {
    const { onDraftChange, user } = setupDraft();
    onDraftChange.mockClear();
    await user.type(screen.getByLabelText(/Nachname/), 'M');
    window.dispatchEvent(new Event('pagehide'));
    expect(onDraftChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'M' }));
  });

  it('drops a pending change on a valid submit', async () => {
    const { onSubmit, onDraftChange, user, view } = setupDraft(valid);
    await user.clear(screen.getByLabelText(/Nachname/));
    await user.paste('Musterfrau');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    onDraftChange.mockClear();
    await new Promise((r) => setTimeout(r, 120));
    expect(onDraftChange).not.toHaveBeenCalled();
    view.unmount();
    expect(onDraftChange).not.toHaveBeenCalled();
  });

  it('reports a pending change at once when the step goes away (Back), once', async () => {
    const { onDraftChange, user, view } = setupDraft(empty, 800);
    await user.type(screen.getByLabelText(/Ortsteil/), 'Mitte');
    view.unmount();
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange).toHaveBeenCalledWith(expect.objectContaining({ ortsteil: 'Mitte' }));
    await new Promise((r) => setTimeout(r, 900));
    expect(onDraftChange).toHaveBeenCalledTimes(1);
  });
});
