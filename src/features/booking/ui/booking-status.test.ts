import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../../../machines/shared/test-fixtures';
import { statusLegsOf } from './booking-status';

const t = i18next.t.bind(i18next);

describe('the calendar entries of the status step', () => {
  const base = draftFixture();
  const booking = draftFixture({
    buchungStamm: { ...base.buchungStamm, voucher: 'K7Q2M9XA3B' },
    kundeAdresse: {
      ...base.kundeAdresse,
      strasse: 'Lindenallee 12',
      plz: '30159',
      ort: 'Hannover',
    },
    mitRueckfahrt: true,
    hinfahrt: { ...base.hinfahrt, datum: '2027-01-15', zeit: '08:30', istFesteZeit: true },
    rueckfahrt: { ...base.rueckfahrt, datum: '2027-01-20', zeit: '17:15', istFesteZeit: false },
  });

  it('puts a fixed pickup on the way to the airport at home, a ride by flight time at the airport', () => {
    const [out, back] = statusLegsOf(t, booking).map((leg) => leg.event);
    expect(out).toMatchObject({
      time: '08:30',
      location: 'Lindenallee 12, 30159 Hannover',
      summary: 'Flughafentransfer: Zum Flughafen Hannover (K7Q2M9XA3B)',
    });
    expect(back).toMatchObject({
      time: '17:15',
      location: 'Flughafen Hannover (HAJ)',
      summary: expect.stringContaining(', Flugzeit (K7Q2M9XA3B)'),
    });
  });

  it('names the flight time of a ride to the airport by flight time, at the airport', () => {
    const [out] = statusLegsOf(t, {
      ...booking,
      hinfahrt: { ...booking.hinfahrt, istFesteZeit: false },
    }).map((leg) => leg.event);
    expect(out).toMatchObject({
      location: 'Flughafen Hannover (HAJ)',
      summary: expect.stringContaining(', Flugzeit (K7Q2M9XA3B)'),
    });
  });
});
