import { describe, expect, it } from 'vitest';
import { deadlineOf } from './deadline-of';

const UNTIL = '2026-12-08T05:14:09.000Z';
const openStamm = { id: 42, zahlungsstatus: 'offen', zahlungBis: UNTIL } as const;

describe('deadlineOf', () => {
  it("names the deadline of the tab's unpaid booking the wizard pays", () => {
    expect(deadlineOf({ buchungId: 42 }, openStamm)).toBe(UNTIL);
    expect(deadlineOf(null, openStamm)).toBe(UNTIL);
  });

  it('names none for a paid booking or one the payment is not for', () => {
    expect(deadlineOf({ buchungId: 42 }, { ...openStamm, zahlungsstatus: 'bezahlt' })).toBeNull();
    expect(deadlineOf({ buchungId: 7 }, openStamm)).toBeNull();
    expect(deadlineOf({ buchungId: 42 }, null)).toBeNull();
  });

  it("names the session's deadline of a payment started later, whatever the tab holds (0022)", () => {
    // The company's ride page or tracking: the tab holds another booking, or none.
    const session = { buchungId: 7, zahlungBis: '2026-12-09T10:00:00.000Z' };
    expect(deadlineOf(session, openStamm)).toBe(session.zahlungBis);
    expect(deadlineOf(session, null)).toBe(session.zahlungBis);
    expect(deadlineOf({ buchungId: 7, zahlungBis: null }, null)).toBeNull();
  });
});
