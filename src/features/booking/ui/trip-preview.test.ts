import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../domain/booking';
import { previewedBooking, tripPreviewOf, type TripTyping } from './trip-preview';

const booking = createBooking({
  language: 'de',
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  plz: '30159',
  ort: 'Hannover',
  datum: '2030-01-02',
  zeit: '08:30',
});
const asSent: TripTyping = {
  withReturn: false,
  plz: '30159',
  ort: 'Hannover',
  datum: '2030-01-02',
  zeit: '08:30',
};

const previewed = (typing: TripTyping) => previewedBooking(booking, tripPreviewOf(typing));

describe('previewedBooking', () => {
  it('takes the complete values the form holds', () => {
    const shown = previewed({
      withReturn: true,
      plz: ' 30161 ',
      ort: 'Hannover-List',
      datum: '2030-01-03',
      zeit: '09:45',
    });
    expect(shown.mitRueckfahrt).toBe(true);
    expect(shown.kundeAdresse).toMatchObject({ plz: '30161', ort: 'Hannover-List' });
    expect(shown.hinfahrt).toMatchObject({ datum: '2030-01-03', zeit: '09:45' });
  });

  it('keeps the sent value where the form holds a half-typed or empty one', () => {
    const shown = previewed({
      ...asSent,
      plz: '301',
      ort: '  ',
      datum: '3.1.',
      zeit: '9',
    });
    expect(shown.kundeAdresse).toMatchObject({ plz: '30159', ort: 'Hannover' });
    expect(shown.hinfahrt).toMatchObject({ datum: '2030-01-02', zeit: '08:30' });
  });

  it('leaves the rest of the booking alone', () => {
    expect(previewed(asSent)).toEqual(booking);
  });
});
