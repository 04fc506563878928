import { describe, expect, it } from 'vitest';
import type { BookingListItem, BookingPage } from '../../../api/schemas';
import { csvField, fetchAllPages, ridesCsv, type CsvTexts } from './rides-csv';
import type { RideState } from './ride-state';

const item = (buchungId: number, overrides: Partial<BookingListItem> = {}): BookingListItem => ({
  buchungId,
  voucher: `V${buchungId}`,
  kundeVorname: 'Greta',
  kundeName: 'Albers',
  bereich: 'Vertrieb; Nord',
  kst: '4711',
  flughafen: 'HAM',
  richtung: 'vomFlughafen',
  transferArtId: 1,
  erw: 1,
  kind: 0,
  hinfahrt: {
    id: 1,
    datum: '2026-11-27',
    zeit: '09:05',
    flugnummer: '',
    statusId: 1,
    ort: 'Hamburg',
  },
  rueckfahrt: {
    id: 2,
    datum: '2026-11-30',
    zeit: '18:40',
    flugnummer: '',
    statusId: 1,
    ort: 'Hamburg',
  },
  preis: { betragCent: 123456, waehrung: 'EUR' },
  zahlungsstatus: 'rechnung',
  storniert: false,
  stornoGrund: null,
  erstelltAm: '2026-11-20T10:00:00Z',
  ...overrides,
});

const STATE_TEXT: Record<RideState, string> = {
  offen: 'Zahlung ausstehend',
  bezahlt: 'Bezahlt',
  rechnung: 'Auf Rechnung',
  storniert: 'Storniert',
  stornoUnbezahlt: 'Storniert – nicht bezahlt',
  erledigt: 'Erledigt',
};

const texts: CsvTexts = {
  heading: (column) => column,
  route: (ride) => `Flughafen ${ride.flughafen} → ${ride.hinfahrt.ort}`,
  state: (state) => STATE_TEXT[state],
  legCancelled: 'storniert',
  outboundCancelled: 'Hinfahrt storniert',
};

describe('ridesCsv', () => {
  it('writes UTF-8 with BOM, ";" and CRLF, German dates and a decimal comma in German', () => {
    const csv = ridesCsv([item(1)], 'de', texts);
    expect(
      csv.startsWith(
        '\uFEFFvoucher;date;time;passenger;costCentre;department;route;returnRide;state;price\r\n',
      ),
    ).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      'V1;27.11.2026;09:05;Greta Albers;4711;"Vertrieb; Nord";Flughafen HAM → Hamburg;30.11.2026 18:40;Auf Rechnung;1234,56',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps ISO dates and a decimal point in English, and leaves the return empty without one', () => {
    const line = ridesCsv(
      [item(1, { rueckfahrt: null, preis: { betragCent: 5000, waehrung: 'EUR' } })],
      'en',
      texts,
    ).split('\r\n')[1];
    expect(line).toBe(
      'V1,2026-11-27,09:05,Greta Albers,4711,Vertrieb; Nord,Flughafen HAM → Hamburg,,Auf Rechnung,50.00',
    );
  });

  it('separates English fields with "," for en-US Excel and quotes a field holding one; BOM and CRLF stay', () => {
    const csv = ridesCsv([item(1, { bereich: 'Sales, North', kundeName: 'O"Neil' })], 'en', {
      ...texts,
      heading: (column) => (column === 'price' ? 'Price, EUR' : column),
    });
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFFvoucher,date,time,passenger,costCentre,department,route,returnRide,state,"Price, EUR"',
    );
    expect(line).toBe(
      'V1,2026-11-27,09:05,"Greta O""Neil",4711,"Sales, North",Flughafen HAM → Hamburg,2026-11-30 18:40,Auf Rechnung,1234.56',
    );
    expect(end).toBe('');
    // German keeps ";" and the decimal comma; a comma in a German field needs no quotes.
    expect(ridesCsv([item(1, { bereich: 'Sales, North' })], 'de', texts).split('\r\n')[1]).toBe(
      'V1;27.11.2026;09:05;Greta Albers;4711;Sales, North;Flughafen HAM → Hamburg;30.11.2026 18:40;Auf Rechnung;1234,56',
    );
  });

  it('marks a cancelled return ride (statusId 5) in its cell, in both languages', () => {
    const cancelledBack = item(1, {
      bereich: 'Vertrieb',
      rueckfahrt: {
        id: 2,
        datum: '2026-12-08',
        zeit: '18:45',
        flugnummer: '',
        statusId: 5,
        ort: 'Hamburg',
      },
    });
    const returnCell = (language: 'de' | 'en', mark: string) =>
      ridesCsv([cancelledBack], language, { ...texts, legCancelled: mark })
        .split('\r\n')[1]
        ?.split(language === 'de' ? ';' : ',')[7];
    expect(returnCell('de', 'storniert')).toBe('08.12.2026 18:45 (storniert)');
    expect(returnCell('en', 'cancelled')).toBe('2026-12-08 18:45 (cancelled)');
    // A booked (or confirmed) return ride has no mark.
    expect(ridesCsv([item(1)], 'de', texts).split('\r\n')[1]).toContain(';30.11.2026 18:40;');
  });

  it("says a cancelled outbound ride in the state cell, the outbound's date and time left for Excel", () => {
    const cancelledOut = item(1, {
      bereich: 'Vertrieb',
      hinfahrt: { ...item(1).hinfahrt, statusId: 5 },
    });
    const row = (language: 'de' | 'en', mark: string) =>
      ridesCsv([cancelledOut], language, { ...texts, outboundCancelled: mark })
        .split('\r\n')[1]
        ?.split(language === 'de' ? ';' : ',');
    expect(row('de', 'Hinfahrt storniert')?.slice(1, 3)).toEqual(['27.11.2026', '09:05']);
    expect(row('de', 'Hinfahrt storniert')?.[8]).toBe('Auf Rechnung (Hinfahrt storniert)');
    expect(row('en', 'outbound ride cancelled')?.[8]).toBe(
      'Auf Rechnung (outbound ride cancelled)',
    );
    // A whole cancelled booking says so by its state alone.
    const wholeCancelled = { ...cancelledOut, storniert: true };
    expect(ridesCsv([wholeCancelled], 'de', texts).split('\r\n')[1]?.split(';')[8]).toBe(
      'Storniert',
    );
  });

  it('charges a cancelled booking nothing: its price cell is 0, so that a sum of the column is what is due', () => {
    const cancelled = item(1, {
      bereich: 'Vertrieb',
      storniert: true,
      hinfahrt: { ...item(1).hinfahrt, statusId: 5 },
      rueckfahrt: { ...item(1).rueckfahrt!, statusId: 5 },
      preis: { betragCent: 13110, waehrung: 'EUR' },
    });
    const cells = (language: 'de' | 'en') =>
      ridesCsv([cancelled, item(2, { bereich: 'Vertrieb' })], language, texts)
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(language === 'de' ? ';' : ',').slice(8));
    expect(cells('de')).toEqual([
      ['Storniert', '0,00'],
      ['Auf Rechnung', '1234,56'],
    ]);
    expect(cells('en')).toEqual([
      ['Storniert', '0.00'],
      ['Auf Rechnung', '1234.56'],
    ]);
  });

  it('says "done" of a booking whose rides are all done, not how it is paid', () => {
    const done = { ...item(1).hinfahrt, statusId: 4 };
    const stateOf = (overrides: Partial<BookingListItem>) =>
      ridesCsv([item(1, { bereich: 'Vertrieb', ...overrides })], 'de', texts)
        .split('\r\n')[1]
        ?.split(';')[8];
    expect(stateOf({ hinfahrt: done, rueckfahrt: { ...done, id: 2 } })).toBe('Erledigt');
    expect(stateOf({ hinfahrt: done, rueckfahrt: null })).toBe('Erledigt');
    // One ride done, the other still to come: its payment, as before.
    expect(stateOf({ hinfahrt: done })).toBe('Auf Rechnung');
    // The return ride done after a cancelled outbound ride: done, the cancellation said too.
    expect(stateOf({ hinfahrt: { ...done, statusId: 5 }, rueckfahrt: { ...done, id: 2 } })).toBe(
      'Erledigt (Hinfahrt storniert)',
    );
  });
});

describe('csvField', () => {
  it('quotes quotes and line breaks and disarms formulas in text', () => {
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12', { text: false })).toBe('-12');
  });

  it('quotes the separator of its file: ";" unless told, "," for English', () => {
    expect(csvField('a; b')).toBe('"a; b"');
    expect(csvField('a, b')).toBe('a, b');
    expect(csvField('a, b', { separator: ',' })).toBe('"a, b"');
    expect(csvField('a; b', { separator: ',' })).toBe('a; b');
  });
});

describe('fetchAllPages', () => {
  it('fetches page after page until the total, listing each booking once', async () => {
    const all = Array.from({ length: 5 }, (_, index) => item(index + 1));
    const asked: number[] = [];
    const fetchPage = (seite: number, proSeite: number): Promise<BookingPage> => {
      asked.push(seite);
      // Page 2 overlaps page 1 by one entry, as when a booking was added meanwhile.
      const start = seite === 1 ? 0 : (seite - 1) * proSeite - 1;
      return Promise.resolve({
        eintraege: all.slice(start, start + proSeite),
        gesamt: all.length,
        seite,
        proSeite,
      });
    };
    const items = await fetchAllPages(fetchPage, 2);
    expect(asked).toEqual([1, 2, 3]);
    expect(items.map((entry) => entry.buchungId)).toEqual([1, 2, 3, 4, 5]);
  });
});
