/* Booking pieces several features use (the booking wizard, payment, tracking, the company lists);
   the wizard's own screens and pieces live in src/features/booking. */
export { formatDate, formatPrice, formatTime } from './format';
export { airportText } from './airport-text';
export { directionText, personsText, tripRequestText } from './trip-request';
