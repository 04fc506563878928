import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de.json';
import en from '../../public/locales/en.json';
import { MIN_HOURS_BETWEEN_RIDES, returnFollowsOutbound, rideOrderMessage } from './ride-order';

const at = (datum: string, zeit: string) => ({ datum, zeit });

describe('returnFollowsOutbound', () => {
  it('holds only for a return ride at least two hours after the outbound ride', () => {
    const outbound = at('2027-03-01', '10:00');
    expect(returnFollowsOutbound(outbound, at('2027-03-01', '12:00'))).toBe(true);
    expect(returnFollowsOutbound(outbound, at('2027-03-08', '09:00'))).toBe(true);
    expect(returnFollowsOutbound(outbound, at('2027-03-01', '11:59'))).toBe(false);
    expect(returnFollowsOutbound(outbound, at('2027-03-01', '10:01'))).toBe(false);
    expect(returnFollowsOutbound(outbound, at('2027-03-01', '10:00'))).toBe(false);
    expect(returnFollowsOutbound(at('2027-03-02', '09:00'), at('2027-03-01', '23:00'))).toBe(false);
    // Across midnight the date counts: 23:00 to 00:30 next day is 90 minutes.
    expect(returnFollowsOutbound(at('2027-03-01', '23:00'), at('2027-03-02', '00:30'))).toBe(false);
    expect(returnFollowsOutbound(at('2027-03-01', '23:00'), at('2027-03-02', '01:00'))).toBe(true);
  });

  it('leaves a date or time that cannot be read to its own field rule', () => {
    expect(returnFollowsOutbound(at('2027-03-01', '10:00'), at('31.02.', '10:00'))).toBe(true);
    expect(returnFollowsOutbound(at('', ''), at('2027-03-01', '10:00'))).toBe(true);
    expect(returnFollowsOutbound(at('2027-03-01', '10:00'), at('2027-03-01', '9'))).toBe(true);
  });

  it('counts real hours when summer time starts or ends in between', () => {
    // 28 March 2027: clocks go from 02:00 to 03:00, so 01:00 to 03:30 is 90 minutes.
    expect(returnFollowsOutbound(at('2027-03-28', '01:00'), at('2027-03-28', '03:30'))).toBe(false);
    expect(returnFollowsOutbound(at('2027-03-28', '01:00'), at('2027-03-28', '04:00'))).toBe(true);
    // 31 October 2027: clocks go from 03:00 back to 02:00, so 01:30 to 02:30 is two hours.
    expect(returnFollowsOutbound(at('2027-10-31', '01:30'), at('2027-10-31', '03:00'))).toBe(true);
  });
});

describe('rideOrderMessage', () => {
  it('says the order in the words of the ride that was moved', () => {
    const outbound = at('2027-03-01', '10:00');
    const back = at('2027-03-05', '18:00');
    expect(rideOrderMessage('hinfahrt', at('2027-03-06', '08:00'), back)).toBe(
      'validation.outboundAfterReturn',
    );
    expect(rideOrderMessage('hinfahrt', at('2027-03-05', '17:00'), back)).toBe(
      'validation.outboundAfterReturn',
    );
    expect(rideOrderMessage('rueckfahrt', at('2027-02-28', '08:00'), outbound)).toBe(
      'validation.returnBeforeOutbound',
    );
    expect(rideOrderMessage('rueckfahrt', at('2027-03-01', '11:00'), outbound)).toBe(
      'validation.returnBeforeOutbound',
    );
    expect(rideOrderMessage('hinfahrt', at('2027-03-05', '16:00'), back)).toBeNull();
    expect(rideOrderMessage('rueckfahrt', at('2027-03-01', '12:00'), outbound)).toBeNull();
  });

  it('is explained with the same number of hours in both languages', () => {
    const hours = String(MIN_HOURS_BETWEEN_RIDES);
    for (const texts of [de.validation, en.validation]) {
      expect(texts.returnBeforeOutbound).toContain(hours);
      expect(texts.outboundAfterReturn).toContain(hours);
    }
  });
});
