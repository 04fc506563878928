/**
 * Value added tax in the prices: every price is a gross price in euro cents. Passenger transport
 * over more than 50 km is taxed at the standard rate (§ 12 (1) UStG); an airport transfer usually
 * is, so the receipts show 19 %. The operator's tax adviser confirms the rate before going live
 * (7 % applies to rides within one municipality or up to 50 km, § 12 (2) no. 10 UStG).
 */
export const VAT_RATE_PERCENT = 19;

/** Net amount and VAT contained in a gross price (cents, the VAT rounded to the cent). */
export function vatOf(
  grossCent: number,
  ratePercent: number = VAT_RATE_PERCENT,
): { netCent: number; vatCent: number } {
  const netCent = Math.round((grossCent * 100) / (100 + ratePercent));
  return { netCent, vatCent: grossCent - netCent };
}
