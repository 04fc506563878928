import type { TFunction } from 'i18next';

/** "Hannover (HAJ)" / "Hanover (HAJ)": the site's name of the airport with its code. */
export function airportText(t: TFunction, iata: string): string {
  return `${t(`common.airports.${iata}`)} (${iata})`;
}
