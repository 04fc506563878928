import type { NewBookingInput } from './booking';

/**
 * A ride request before the user chose anything (spec section 4): to the airport, from Hannover,
 * no place and no time yet. The start page's form and a new company order both begin with it.
 */
export const BLANK_RIDE_REQUEST: Pick<
  NewBookingInput,
  'richtung' | 'flughafen' | 'plz' | 'ort' | 'datum' | 'zeit'
> = {
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  plz: '',
  ort: '',
  datum: '',
  zeit: '',
};
