import { describe, expect, it } from 'vitest';
import { draftFixture } from './test-fixtures';
import { tripDetailsOf } from './trip-details';
import { tripDetailsToForm, withTypedTripDetails } from './trip-details-form-values';

describe('trip details typed and not sent (withTypedTripDetails)', () => {
  const booking = draftFixture();
  // The form as the draft fills it, then typed into.
  const typed = {
    ...tripDetailsToForm(tripDetailsOf(booking)),
    anredeId: '2',
    vorname: ' Erika ',
    name: 'Muster',
    email: 'erika@exam',
    strasse: 'Kröpcke 1',
  };

  it('lays the person, the address and the rides onto the draft, as typed (trimmed, not yet checked)', () => {
    const typedIn = withTypedTripDetails(booking, {
      ...typed,
      hinfahrt: { ...typed.hinfahrt, datum: '2099-07-07', gepaeckstck: '3', zeitArt: 'fest' },
      mitRueckfahrt: true,
      rueckfahrt: { ...typed.rueckfahrt, datum: '2099-07-09', zeit: '18:00', flugnummer: 'lh 9' },
    });
    expect(typedIn.kundeStamm).toMatchObject({
      anredeId: 2,
      anrede: '',
      vorname: 'Erika',
      name: 'Muster',
      email: 'erika@exam',
    });
    expect(typedIn.kundeAdresse).toMatchObject({ strasse: 'Kröpcke 1', plz: '30159' });
    expect(typedIn.hinfahrt.buchungAdresse.strasse).toBe('Kröpcke 1');
    expect(typedIn.rueckfahrt.buchungAdresse.strasse).toBe('Kröpcke 1');
    expect(typedIn.hinfahrt).toMatchObject({
      datum: '2099-07-07',
      gepaeckstck: 3,
      istFesteZeit: true,
    });
    expect(typedIn.mitRueckfahrt).toBe(true);
    expect(typedIn.rueckfahrt).toMatchObject({ datum: '2099-07-09', flugnummer: 'LH9' });
  });

  it('takes the person without the rides when only the rides do not fit the draft', () => {
    const typedIn = withTypedTripDetails(booking, {
      ...typed,
      hinfahrt: { ...typed.hinfahrt, datum: '2099-07-07', gepaeckstck: 'viele' },
    });
    expect(typedIn.kundeStamm.vorname).toBe('Erika');
    expect(typedIn.hinfahrt).toEqual({ ...booking.hinfahrt, buchungAdresse: expect.anything() });
  });

  it('keeps the draft as it is when the person does not fit its shape', () => {
    expect(withTypedTripDetails(booking, { ...typed, vorname: 'x'.repeat(500) })).toBe(booking);
    expect(withTypedTripDetails(booking, { ...typed, anredeId: 'Herr' })).toBe(booking);
  });
});
