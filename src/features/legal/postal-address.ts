import type { OperatorAddress } from '../../domain/operator';

/**
 * An address on one line, "Musterstraße 1, 30159 Hannover, Deutschland", the country named in
 * the page's language ("Germany" in English); `withCountry: false` leaves it out.
 */
export function postalAddressLine(
  address: OperatorAddress,
  locale: string,
  withCountry = true,
): string {
  const line = `${address.street}, ${address.postalCode} ${address.city}`;
  if (!withCountry) return line;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country);
  return `${line}, ${country ?? address.country}`;
}
