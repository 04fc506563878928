import { describe, expect, it } from 'vitest';
import { returnFollowsOutbound, rideOrderMessage } from './ride-order';

const at = (datum: string, zeit: string) => ({ datum, zeit });

describe('returnFollowsOutbound', () => {
  it('holds only for a return ride strictly after the outbound ride', () => {
    expect(returnFollowsOutbound(at('2027-03-01', '10:00'), at('2027-03-01', '10:05'))).toBe(true);
    expect(returnFollowsOutbound(at('2027-03-01', '10:00'), at('2027-03-01', '10:00'))).toBe(false);
    expect(returnFollowsOutbound(at('2027-03-02', '09:00'), at('2027-03-01', '23:00'))).toBe(false);
  });
});

describe('rideOrderMessage', () => {
  it('says the order in the words of the ride that was moved', () => {
    const outbound = at('2027-03-01', '10:00');
    const back = at('2027-03-05', '18:00');
    expect(rideOrderMessage('hinfahrt', at('2027-03-06', '08:00'), back)).toBe(
      'validation.outboundAfterReturn',
    );
    expect(rideOrderMessage('rueckfahrt', at('2027-02-28', '08:00'), outbound)).toBe(
      'validation.returnBeforeOutbound',
    );
    expect(rideOrderMessage('hinfahrt', at('2027-03-04', '08:00'), back)).toBeNull();
    expect(rideOrderMessage('rueckfahrt', at('2027-03-02', '08:00'), outbound)).toBeNull();
  });
});
