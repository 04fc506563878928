/*
 * The entry (src/main.tsx) may not reach into a feature; the app hands it the booking wizard's
 * early lists, which a page load of a private step starts while the app's code loads.
 */
export { startStepLists } from '../features/booking/early-lists';
