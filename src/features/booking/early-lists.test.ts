import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBooking, type Booking } from '../../domain/booking';
import { BOOKING_STEPS } from '../../domain/route-paths';
import { bookingStore } from '../../session';
import { STEPS_WITH_OPTIONS } from '../../../machines/shared/booking-rules';
import { bookingOptionsCall, bookingStatusCall } from './actors';
import { startStepLists } from './early-lists';

vi.mock('./actors', () => ({
  bookingOptionsCall: { start: vi.fn() },
  bookingStatusCall: { start: vi.fn() },
}));

const draft = createBooking({
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  plz: '30159',
  ort: 'Hannover',
  datum: '2027-03-01',
  zeit: '08:30',
  language: 'de',
});
const booked: Booking = {
  ...draft,
  buchungStamm: { ...draft.buchungStamm, id: 41, voucher: 'HAJ-41' },
};

describe('startStepLists', () => {
  beforeEach(() => {
    vi.mocked(bookingOptionsCall.start).mockClear();
    vi.mocked(bookingStatusCall.start).mockClear();
    window.sessionStorage.clear();
  });

  it('asks for the options of the stored draft, as the machine does on its first load', () => {
    bookingStore.write(draft);
    startStepLists('/privat-buchung/kreditkarte-zahlung');
    expect(bookingOptionsCall.start).toHaveBeenCalledWith({
      customer: 'private',
      booking: draft,
      company: null,
      current: null,
      mtuTariffs: null,
      paymentTypes: null,
    });
    expect(bookingStatusCall.start).not.toHaveBeenCalled();
  });

  it("asks for a booked ride's status on the status step only", () => {
    bookingStore.write(booked);
    startStepLists('/privat-buchung/zusammenfassung');
    expect(bookingStatusCall.start).not.toHaveBeenCalled();
    startStepLists('/privat-buchung/status');
    expect(bookingStatusCall.start).toHaveBeenCalledWith({ booking: booked });
  });

  it('asks for nothing without a draft (the guard sends the visitor to the start page)', () => {
    startStepLists('/privat-buchung/status');
    expect(bookingOptionsCall.start).not.toHaveBeenCalled();
    expect(bookingStatusCall.start).not.toHaveBeenCalled();
  });

  it('may ask for the options on any private URL: every private step shows them', () => {
    const privateSteps = BOOKING_STEPS.filter((step) => step.private).map((step) => step.id);
    expect(privateSteps.filter((step) => !STEPS_WITH_OPTIONS.includes(step))).toEqual([]);
  });
});
