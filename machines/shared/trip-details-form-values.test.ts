import { describe, expect, it } from 'vitest';
import { draftFixture } from './test-fixtures';
import { tripDetailsOf } from './trip-details';
import { tripDetailsToForm, withTypedTraveller } from './trip-details-form-values';

describe('a person typed into the trip details and not sent (withTypedTraveller)', () => {
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

  it('lays the person and the address onto the draft, as typed (trimmed, not yet checked)', () => {
    const typedIn = withTypedTraveller(booking, {
      ...typed,
      hinfahrt: { ...typed.hinfahrt, datum: '2099-07-07', gepaeckstck: 'viele' },
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
    // The rides are the draft's: what was typed into them is not taken over.
    expect(typedIn.hinfahrt).toEqual({ ...booking.hinfahrt, buchungAdresse: expect.anything() });
  });

  it('keeps the draft as it is when the typing does not fit its shape', () => {
    expect(withTypedTraveller(booking, { ...typed, vorname: 'x'.repeat(500) })).toBe(booking);
    expect(withTypedTraveller(booking, { ...typed, anredeId: 'Herr' })).toBe(booking);
  });
});
