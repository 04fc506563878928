// Static reference data of the seed: airports, transfer types, extras, salutations, payment
// types, tariffs and the weekly flight plan. Airline names are fictional; cities and postcode
// regions are real geography (needed for plausible distances).

export const AIRPORTS = [
  {
    iata: 'HAJ',
    ortIata: 'Hannover',
    nameDe: 'Flughafen Hannover',
    nameEn: 'Hanover Airport',
    lat: 52.4611,
    lon: 9.6851,
    sort: 1,
  },
  {
    iata: 'BRE',
    ortIata: 'Bremen',
    nameDe: 'Flughafen Bremen',
    nameEn: 'Bremen Airport',
    lat: 53.0475,
    lon: 8.7867,
    sort: 2,
  },
  {
    iata: 'HAM',
    ortIata: 'Hamburg',
    nameDe: 'Flughafen Hamburg',
    nameEn: 'Hamburg Airport',
    lat: 53.6304,
    lon: 9.9882,
    sort: 3,
  },
  {
    iata: 'BER',
    ortIata: 'Berlin',
    nameDe: 'Flughafen Berlin Brandenburg',
    nameEn: 'Berlin Brandenburg Airport',
    lat: 52.3667,
    lon: 13.5033,
    sort: 4,
  },
] as const;

/** The descriptions leave out the capacity: the page adds it from maxPersonen ("Für bis zu 3 Personen."). */
export const TRANSFER_TYPES = [
  {
    id: 1,
    code: 'shuttle',
    nameDe: 'Shuttle (Sammelfahrt)',
    nameEn: 'Shuttle (shared ride)',
    beschreibungDe: 'Günstig im Sammeltransfer mit anderen Fahrgästen, bis zu 30 Minuten Umweg.',
    beschreibungEn: 'Shared with other passengers at a low price; up to 30 minutes of detour.',
    maxPersonen: 8,
    sort: 1,
  },
  {
    id: 2,
    code: 'limousine',
    nameDe: 'Limousine (Einzelfahrt)',
    nameEn: 'Limousine (private car)',
    beschreibungDe: 'Ihr eigener Wagen mit Fahrer, direkt und ohne Zwischenstopp.',
    beschreibungEn: 'Your own car with driver, direct and without stops.',
    maxPersonen: 3,
    sort: 2,
  },
  {
    id: 3,
    code: 'van',
    nameDe: 'Van / Kleinbus',
    nameEn: 'Van / minibus',
    beschreibungDe: 'Exklusiv für Ihre Gruppe, mit viel Platz für Gepäck.',
    beschreibungEn: 'Exclusive for your group, with plenty of room for luggage.',
    maxPersonen: 8,
    sort: 3,
  },
] as const;

export const EXTRAS = [
  {
    id: 1,
    code: 'kindersitz',
    nameDe: 'Kindersitz',
    nameEn: 'Child seat',
    preisCent: 500,
    maxAnzahl: 3,
    sort: 1,
  },
  {
    id: 2,
    code: 'sitzerhoehung',
    nameDe: 'Sitzerhöhung',
    nameEn: 'Booster seat',
    preisCent: 300,
    maxAnzahl: 3,
    sort: 2,
  },
  {
    id: 3,
    code: 'zusatzgepaeck',
    nameDe: 'Zusätzliches Gepäckstück',
    nameEn: 'Extra piece of luggage',
    preisCent: 400,
    maxAnzahl: 6,
    sort: 3,
  },
  {
    id: 4,
    code: 'sperrgepaeck',
    nameDe: 'Sperrgepäck / Fahrrad',
    nameEn: 'Bulky luggage / bicycle',
    preisCent: 1500,
    maxAnzahl: 2,
    sort: 4,
  },
  {
    id: 5,
    code: 'haustier',
    nameDe: 'Haustier in Transportbox',
    nameEn: 'Pet in a carrier',
    preisCent: 1000,
    maxAnzahl: 2,
    sort: 5,
  },
  {
    id: 6,
    code: 'namensschild',
    nameDe: 'Abholung mit Namensschild',
    nameEn: 'Meet & greet with name sign',
    preisCent: 900,
    maxAnzahl: 1,
    sort: 6,
  },
] as const;

export const SALUTATIONS = [
  { id: 1, code: 'herr', nameDe: 'Herr', nameEn: 'Mr', sort: 1 },
  { id: 2, code: 'frau', nameDe: 'Frau', nameEn: 'Ms', sort: 2 },
  {
    id: 3,
    code: 'divers',
    nameDe: 'Divers / keine Angabe',
    nameEn: 'Non-binary / not specified',
    sort: 3,
  },
] as const;

export const PAYMENT_TYPES = [
  {
    id: 1,
    code: 'kreditkarte',
    nameDe: 'Kreditkarte',
    nameEn: 'Credit card',
    istKarte: true,
    privat: true,
    sort: 1,
  },
  {
    id: 2,
    code: 'rechnung',
    nameDe: 'Rechnung (Firmenkonto)',
    nameEn: 'Invoice (company account)',
    istKarte: false,
    privat: false,
    sort: 2,
  },
] as const;

/** Private price per ride (one leg) in cent, by zone 1..6 and transfer type id. */
export const PRIVATE_ZONE_PRICES: Record<number, readonly number[]> = {
  1: [2900, 3900, 5900, 8900, 14900, 24900],
  2: [4900, 6500, 9900, 14900, 24900, 39900],
  3: [6900, 8900, 12900, 18900, 29900, 49900],
};

/** Zone by distance from the airport (km): upper bounds of zones 1..5; beyond is zone 6. */
export const ZONE_LIMITS_KM = [12, 25, 50, 100, 200] as const;
export const ZONE_COUNT = 6;

export const DEFAULT_KM_TARIFFS = [
  { transferArtId: 1, grundpreisCent: 1500, centProKm: 110, mindestpreisCent: 2900 },
  { transferArtId: 2, grundpreisCent: 2500, centProKm: 180, mindestpreisCent: 4900 },
  { transferArtId: 3, grundpreisCent: 3500, centProKm: 220, mindestpreisCent: 6900 },
] as const;

/** Negotiated per-km rates of the engine maker (POST /Preis/KmForMTU). */
export const MTU_KM_TARIFFS = [
  { transferArtId: 1, grundpreisCent: 1000, centProKm: 90, mindestpreisCent: 1900 },
  { transferArtId: 2, grundpreisCent: 2000, centProKm: 150, mindestpreisCent: 3500 },
  { transferArtId: 3, grundpreisCent: 3000, centProKm: 190, mindestpreisCent: 5500 },
] as const;

/** Fixed route tariffs of company 52460 (GET /Preis/FirmaMtu/{firmenId}). */
export const MTU_ROUTE_TARIFFS = [
  {
    id: 1,
    code: 'werk-haj-shuttle',
    nameDe: 'Werk Langenhagen ⇄ Flughafen Hannover, Shuttle',
    nameEn: 'Langenhagen plant ⇄ Hanover Airport, shuttle',
    flughafen: 'HAJ',
    transferArtId: 1,
    plz: '30855',
    ort: 'Langenhagen',
    preisCent: 1900,
    sort: 1,
  },
  {
    id: 2,
    code: 'werk-haj-limousine',
    nameDe: 'Werk Langenhagen ⇄ Flughafen Hannover, Limousine',
    nameEn: 'Langenhagen plant ⇄ Hanover Airport, limousine',
    flughafen: 'HAJ',
    transferArtId: 2,
    plz: '30855',
    ort: 'Langenhagen',
    preisCent: 3500,
    sort: 2,
  },
  {
    id: 3,
    code: 'werk-haj-van',
    nameDe: 'Werk Langenhagen ⇄ Flughafen Hannover, Van',
    nameEn: 'Langenhagen plant ⇄ Hanover Airport, van',
    flughafen: 'HAJ',
    transferArtId: 3,
    plz: '30855',
    ort: 'Langenhagen',
    preisCent: 5500,
    sort: 3,
  },
  {
    id: 4,
    code: 'innenstadt-haj-limousine',
    nameDe: 'Hannover Innenstadt ⇄ Flughafen Hannover, Limousine',
    nameEn: 'Hanover city centre ⇄ Hanover Airport, limousine',
    flughafen: 'HAJ',
    transferArtId: 2,
    plz: '30159',
    ort: 'Hannover',
    preisCent: 4200,
    sort: 4,
  },
  {
    id: 5,
    code: 'messe-haj-shuttle',
    nameDe: 'Messegelände ⇄ Flughafen Hannover, Shuttle',
    nameEn: 'Exhibition grounds ⇄ Hanover Airport, shuttle',
    flughafen: 'HAJ',
    transferArtId: 1,
    plz: '30521',
    ort: 'Hannover',
    preisCent: 2900,
    sort: 5,
  },
] as const;

/** Approximate centre of each two-digit German postcode region, plus exact places near airports. */
export const PLACES: readonly { plz: string; ort: string; lat: number; lon: number }[] = [
  ['01', 'Dresden', 51.05, 13.74],
  ['02', 'Bautzen', 51.18, 14.42],
  ['03', 'Cottbus', 51.76, 14.33],
  ['04', 'Leipzig', 51.34, 12.37],
  ['06', 'Halle (Saale)', 51.48, 11.97],
  ['07', 'Jena', 50.88, 11.59],
  ['08', 'Zwickau', 50.72, 12.49],
  ['09', 'Chemnitz', 50.83, 12.92],
  ['10', 'Berlin', 52.52, 13.4],
  ['12', 'Berlin', 52.45, 13.45],
  ['13', 'Berlin', 52.57, 13.35],
  ['14', 'Potsdam', 52.39, 13.06],
  ['15', 'Frankfurt (Oder)', 52.35, 14.55],
  ['16', 'Oranienburg', 52.75, 13.24],
  ['17', 'Neubrandenburg', 53.56, 13.26],
  ['18', 'Rostock', 54.09, 12.13],
  ['19', 'Schwerin', 53.63, 11.41],
  ['20', 'Hamburg', 53.55, 10.0],
  ['21', 'Lüneburg', 53.25, 10.41],
  ['22', 'Hamburg', 53.6, 10.0],
  ['23', 'Lübeck', 53.87, 10.69],
  ['24', 'Kiel', 54.32, 10.14],
  ['25', 'Itzehoe', 53.92, 9.52],
  ['26', 'Oldenburg', 53.14, 8.21],
  ['27', 'Bremerhaven', 53.55, 8.58],
  ['28', 'Bremen', 53.08, 8.8],
  ['29', 'Celle', 52.62, 10.08],
  ['30', 'Hannover', 52.37, 9.73],
  ['31', 'Hildesheim', 52.15, 9.95],
  ['32', 'Herford', 52.11, 8.67],
  ['33', 'Bielefeld', 52.02, 8.53],
  ['34', 'Kassel', 51.31, 9.48],
  ['35', 'Gießen', 50.58, 8.67],
  ['36', 'Fulda', 50.55, 9.68],
  ['37', 'Göttingen', 51.54, 9.93],
  ['38', 'Braunschweig', 52.27, 10.52],
  ['39', 'Magdeburg', 52.13, 11.62],
  ['40', 'Düsseldorf', 51.23, 6.78],
  ['41', 'Mönchengladbach', 51.19, 6.44],
  ['42', 'Wuppertal', 51.26, 7.15],
  ['44', 'Dortmund', 51.51, 7.47],
  ['45', 'Essen', 51.46, 7.01],
  ['46', 'Oberhausen', 51.47, 6.85],
  ['47', 'Duisburg', 51.43, 6.76],
  ['48', 'Münster', 51.96, 7.63],
  ['49', 'Osnabrück', 52.28, 8.05],
  ['50', 'Köln', 50.94, 6.96],
  ['51', 'Köln', 50.95, 7.1],
  ['52', 'Aachen', 50.78, 6.08],
  ['53', 'Bonn', 50.73, 7.1],
  ['54', 'Trier', 49.75, 6.64],
  ['55', 'Mainz', 50.0, 8.27],
  ['56', 'Koblenz', 50.36, 7.59],
  ['57', 'Siegen', 50.87, 8.02],
  ['58', 'Hagen', 51.36, 7.47],
  ['59', 'Hamm', 51.68, 7.82],
  ['60', 'Frankfurt am Main', 50.11, 8.68],
  ['61', 'Bad Homburg', 50.23, 8.62],
  ['63', 'Offenbach', 50.1, 8.77],
  ['64', 'Darmstadt', 49.87, 8.65],
  ['65', 'Wiesbaden', 50.08, 8.24],
  ['66', 'Saarbrücken', 49.24, 6.99],
  ['67', 'Ludwigshafen', 49.48, 8.44],
  ['68', 'Mannheim', 49.49, 8.47],
  ['69', 'Heidelberg', 49.4, 8.67],
  ['70', 'Stuttgart', 48.78, 9.18],
  ['71', 'Böblingen', 48.68, 9.01],
  ['72', 'Tübingen', 48.52, 9.06],
  ['73', 'Esslingen', 48.74, 9.31],
  ['74', 'Heilbronn', 49.14, 9.22],
  ['75', 'Pforzheim', 48.89, 8.7],
  ['76', 'Karlsruhe', 49.01, 8.4],
  ['77', 'Offenburg', 48.47, 7.94],
  ['78', 'Villingen-Schwenningen', 48.06, 8.46],
  ['79', 'Freiburg', 47.99, 7.84],
  ['80', 'München', 48.14, 11.58],
  ['81', 'München', 48.12, 11.6],
  ['82', 'Starnberg', 48.0, 11.34],
  ['83', 'Rosenheim', 47.86, 12.12],
  ['84', 'Landshut', 48.54, 12.15],
  ['85', 'Ingolstadt', 48.76, 11.42],
  ['86', 'Augsburg', 48.37, 10.9],
  ['87', 'Kempten', 47.73, 10.31],
  ['88', 'Ravensburg', 47.78, 9.61],
  ['89', 'Ulm', 48.4, 9.99],
  ['90', 'Nürnberg', 49.45, 11.08],
  ['91', 'Erlangen', 49.59, 11.0],
  ['92', 'Amberg', 49.44, 11.86],
  ['93', 'Regensburg', 49.01, 12.1],
  ['94', 'Passau', 48.57, 13.43],
  ['95', 'Bayreuth', 49.95, 11.58],
  ['96', 'Bamberg', 49.89, 10.89],
  ['97', 'Würzburg', 49.79, 9.95],
  ['98', 'Suhl', 50.61, 10.69],
  ['99', 'Erfurt', 50.98, 11.03],
  // Exact places near the four airports, so short rides land in the right zone.
  ['30855', 'Langenhagen', 52.44, 9.74],
  ['30159', 'Hannover', 52.374, 9.738],
  ['30177', 'Hannover', 52.39, 9.76],
  ['30419', 'Hannover', 52.41, 9.67],
  ['30521', 'Hannover', 52.33, 9.8],
  ['30880', 'Laatzen', 52.31, 9.8],
  ['31134', 'Hildesheim', 52.15, 9.95],
  ['38440', 'Wolfsburg', 52.42, 10.79],
  ['38100', 'Braunschweig', 52.26, 10.52],
  ['29221', 'Celle', 52.62, 10.08],
  ['28195', 'Bremen', 53.076, 8.807],
  ['28199', 'Bremen', 53.06, 8.79],
  ['27568', 'Bremerhaven', 53.54, 8.58],
  ['20095', 'Hamburg', 53.55, 10.0],
  ['22335', 'Hamburg', 53.63, 10.0],
  ['22850', 'Norderstedt', 53.7, 10.01],
  ['10117', 'Berlin', 52.517, 13.389],
  ['12529', 'Schönefeld', 52.39, 13.52],
  ['14467', 'Potsdam', 52.4, 13.06],
].map(([plz, ort, lat, lon]) => ({
  plz: plz as string,
  ort: ort as string,
  lat: lat as number,
  lon: lon as number,
}));

export const AIRLINES = [
  { code: 'HZ', name: 'Hanse Skyways' },
  { code: 'BQ', name: 'Baltic Breeze' },
  { code: 'QA', name: 'Aurora Connect' },
  { code: 'IY', name: 'Iberica Sol' },
  { code: 'WQ', name: 'Adria Wings' },
  { code: 'LV', name: 'Levante Air' },
  { code: 'NQ', name: 'Nordkap Air' },
  { code: 'MQ', name: 'Atlantic Meridian' },
] as const;

export const DESTINATIONS = [
  { iata: 'PMI', stadt: 'Palma de Mallorca', stadtEn: 'Palma de Mallorca' },
  { iata: 'LHR', stadt: 'London', stadtEn: 'London' },
  { iata: 'CDG', stadt: 'Paris', stadtEn: 'Paris' },
  { iata: 'IST', stadt: 'Istanbul', stadtEn: 'Istanbul' },
  { iata: 'AYT', stadt: 'Antalya', stadtEn: 'Antalya' },
  { iata: 'MUC', stadt: 'München', stadtEn: 'Munich' },
  { iata: 'FRA', stadt: 'Frankfurt', stadtEn: 'Frankfurt' },
  { iata: 'ZRH', stadt: 'Zürich', stadtEn: 'Zurich' },
  { iata: 'VIE', stadt: 'Wien', stadtEn: 'Vienna' },
  { iata: 'AMS', stadt: 'Amsterdam', stadtEn: 'Amsterdam' },
  { iata: 'CPH', stadt: 'Kopenhagen', stadtEn: 'Copenhagen' },
  { iata: 'ARN', stadt: 'Stockholm', stadtEn: 'Stockholm' },
  { iata: 'BCN', stadt: 'Barcelona', stadtEn: 'Barcelona' },
  { iata: 'FCO', stadt: 'Rom', stadtEn: 'Rome' },
  { iata: 'LIS', stadt: 'Lissabon', stadtEn: 'Lisbon' },
  { iata: 'DXB', stadt: 'Dubai', stadtEn: 'Dubai' },
  { iata: 'HRG', stadt: 'Hurghada', stadtEn: 'Hurghada' },
  { iata: 'HER', stadt: 'Heraklion', stadtEn: 'Heraklion' },
  { iata: 'OSL', stadt: 'Oslo', stadtEn: 'Oslo' },
  { iata: 'MAD', stadt: 'Madrid', stadtEn: 'Madrid' },
  { iata: 'ATH', stadt: 'Athen', stadtEn: 'Athens' },
  { iata: 'WAW', stadt: 'Warschau', stadtEn: 'Warsaw' },
  { iata: 'DUB', stadt: 'Dublin', stadtEn: 'Dublin' },
  { iata: 'HEL', stadt: 'Helsinki', stadtEn: 'Helsinki' },
] as const;

export const TERMINALS: Record<string, readonly string[]> = {
  HAJ: ['A', 'B', 'C'],
  BRE: ['1'],
  HAM: ['1', '2'],
  BER: ['1', '2'],
};

export interface ScheduledFlight {
  flughafen: string;
  art: 'ankunft' | 'abflug';
  zeit: string;
  flugnummer: string;
  airline: string;
  stadt: string;
  stadtEn: string;
  iataGegen: string;
  terminal: string;
  wochentage: string;
}

/** A deterministic weekly plan: 16 arrivals and 16 departures per airport, 06:00 to 22:30. */
export function buildFlightPlan(): ScheduledFlight[] {
  const plan: ScheduledFlight[] = [];
  const weekdays = ['1234567', '1234567', '1234567', '12345', '1357', '2467', '1234567', '67'];
  AIRPORTS.forEach((airport, a) => {
    (['ankunft', 'abflug'] as const).forEach((art, k) => {
      for (let i = 0; i < 16; i += 1) {
        const minutes = 6 * 60 + ((i * 61 + a * 17 + k * 29) % (16 * 60 + 30));
        const zeit = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor((minutes % 60) / 5) * 5).padStart(2, '0')}`;
        const airline = AIRLINES[(i + a * 3 + k) % AIRLINES.length]!;
        const destination = DESTINATIONS[(i * 7 + a * 5 + k * 3) % DESTINATIONS.length]!;
        const terminals = TERMINALS[airport.iata]!;
        plan.push({
          flughafen: airport.iata,
          art,
          zeit,
          flugnummer: `${airline.code}${1000 + a * 400 + k * 200 + i * 7}`,
          airline: airline.name,
          stadt: destination.stadt,
          stadtEn: destination.stadtEn,
          iataGegen: destination.iata,
          terminal: terminals[i % terminals.length]!,
          wochentage: weekdays[i % weekdays.length]!,
        });
      }
    });
  });
  return plan.sort(
    (x, y) =>
      x.flughafen.localeCompare(y.flughafen) ||
      x.art.localeCompare(y.art) ||
      x.zeit.localeCompare(y.zeit),
  );
}
