// The words of the booking e-mails and the PDF receipt, German (Sie) and English. Kept on the
// server, like server/lib/i18n.ts; only the airports' names come from the SPA's translation files
// (bundled into the server), so that a mail names an airport as the site does.
import deWords from '../../public/locales/de.json' with { type: 'json' };
import enWords from '../../public/locales/en.json' with { type: 'json' };
import { LOCALE_OF } from '../../src/domain/constants';
import { formatClockTime } from '../../src/domain/intl-formats';
import { VAT_RATE_PERCENT, vatOf } from '../../src/domain/vat';
import type { Lang } from '../lib/i18n';
import type { BookingMailData, MailLeg } from './booking-data';

export const BOOKING_TEXT = {
  de: {
    hello: (name: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    subject: {
      confirmation: (v: string) => `Buchungsbestätigung ${v}`,
      passenger: (v: string) => `Ihre Fahrt ist gebucht – ${v}`,
      change: (v: string) => `Ihre Buchung ${v} wurde geändert`,
      cancellation: (v: string) => `Stornierungsbestätigung ${v}`,
      legCancellation: (v: string) => `Fahrt storniert – Buchung ${v}`,
      reminder: (v: string) => `Zahlung ausstehend – Buchung ${v}`,
      released: (v: string) => `Buchung ${v} storniert – nicht bezahlt`,
    },
    title: {
      confirmation: (v: string) => `Ihre Buchung ${v} ist bestätigt`,
      passenger: (v: string) => `Ihre Fahrt ist gebucht (${v})`,
      change: (v: string) => `Ihre Buchung ${v} wurde geändert`,
      cancellation: (v: string) => `Ihre Buchung ${v} ist storniert`,
      legCancellation: (v: string) => `Eine Fahrt Ihrer Buchung ${v} ist storniert`,
      reminder: (v: string) => `Ihre Buchung ${v} ist noch nicht bezahlt`,
      released: (v: string) => `Ihre Buchung ${v} ist storniert`,
    },
    intro: {
      paid: 'vielen Dank für Ihre Buchung. Ihre Kartenzahlung ist eingegangen. Hier finden Sie alle Angaben zu Ihren Fahrten.',
      invoice:
        'vielen Dank für Ihre Buchung. Die Fahrten werden auf Rechnung abgerechnet. Hier finden Sie alle Angaben.',
      open: 'vielen Dank für Ihre Buchung. Hier finden Sie alle Angaben zu Ihren Fahrten.',
      passenger: (firma: string) =>
        `${firma || 'Ihr Unternehmen'} hat für Sie eine Fahrt mit AirportShuttle gebucht. Hier finden Sie die Angaben zu Ihren Fahrten.`,
      change: 'Ihre Buchung wurde geändert. So sieht sie jetzt aus:',
      cancellation:
        'Ihre Buchung wurde vollständig storniert. Die folgenden Fahrten finden nicht statt.',
      legCancellation: (leg: string) =>
        `die ${leg} wurde storniert. Die übrigen Angaben Ihrer Buchung bleiben bestehen:`,
      refund:
        'Den bezahlten Betrag erstatten wir auf die Karte, mit der Sie bezahlt haben; je nach Bank ist er in einigen Tagen gutgeschrieben.',
      reminder: (until: string) =>
        `vielen Dank für Ihre Buchung. Ihre Kartenzahlung ist bei uns noch nicht eingegangen, deshalb ist die Buchung noch nicht verbindlich. Bitte bezahlen Sie bis ${until} Uhr: Über den Link „Buchung verfolgen“ unten kommen Sie zu Ihrer Buchung und können dort mit „Jetzt bezahlen“ die Zahlung abschließen. Ist bis dahin keine Zahlung eingegangen, stornieren wir die Buchung.`,
      released: (at: string) =>
        `Ihre Buchung wurde nicht bezahlt und ist deshalb nicht verbindlich geworden. Wir haben sie am ${at} Uhr storniert; die folgenden Fahrten finden nicht statt. Es wurde nichts abgebucht. Wenn Sie die Fahrt noch brauchen, buchen Sie bitte neu.`,
    },
    attachments: {
      full: 'Im Anhang finden Sie Kalendereinträge (.ics) für Ihre Fahrten und Ihren Beleg als PDF.',
      calendar: 'Im Anhang finden Sie Kalendereinträge (.ics) für Ihre Fahrten.',
      calendarCancel:
        'Im Anhang finden Sie Kalendereinträge (.ics), die die stornierten Fahrten aus Ihrem Kalender entfernen.',
    },
    booking: 'Buchung',
    voucher: 'Buchungsnummer',
    bookedOn: 'Gebucht am',
    company: 'Firma',
    passenger: 'Fahrgast',
    passengers: 'Fahrgäste',
    persons: (erw: number, kind: number) =>
      `${erw} ${erw === 1 ? 'Erwachsener' : 'Erwachsene'}${kind > 0 ? `, ${kind} ${kind === 1 ? 'Kind' : 'Kinder'}` : ''}`,
    vehicle: 'Fahrzeug',
    extras: 'Extras',
    noExtras: 'keine',
    legs: { hin: 'Hinfahrt', rueck: 'Rückfahrt' } as Record<MailLeg['typ'], string>,
    date: 'Datum',
    pickupTime: 'Abholzeit',
    flightTime: 'Flugzeit (Abholung nach Flugzeit)',
    time: (t: string) => `${t} Uhr`,
    from: 'Von',
    to: 'Nach',
    flightNumber: 'Flugnummer',
    luggage: 'Gepäckstücke',
    furtherAddress: 'Weitere Adresse',
    legCancelled: 'storniert',
    /** Like the company's ride list (company.rides.route): "Flughafen Hannover (HAJ)". */
    airport: (name: string, iata: string) => `Flughafen ${name} (${iata})`,
    priceAndPayment: 'Preis und Zahlung',
    /** The extras' part of the total, a row of its own under the rides' prices. */
    extrasPrice: 'Extras',
    total: 'Gesamtpreis',
    net: 'Nettobetrag',
    vat: (rate: number) => `darin enthalten ${rate} % MwSt.`,
    paymentType: 'Zahlungsart',
    paymentStatus: 'Zahlungsstatus',
    status: { bezahlt: 'bezahlt', rechnung: 'auf Rechnung', offen: 'offen' } as Record<
      BookingMailData['zahlungsstatus'],
      string
    >,
    /** The payment status of a paid booking that is cancelled: its money goes back. */
    refunding: 'wird erstattet',
    /** The payment status of a booking on account that is cancelled (as the booking link says). */
    notCharged: 'wird nicht berechnet',
    /** A cancelled booking's total: nothing, and what it was (as the booking link shows it). */
    cancelledTotal: (zero: string, former: string) => `${zero} (bisher ${former})`,
    links: 'Ihre Buchung online',
    tracking: 'Buchung verfolgen',
    trackingText: 'Status und Abholzeit ansehen',
    edit: 'Buchung ändern oder stornieren',
    editText: 'Zur Buchung',
    editNote:
      'Bitte geben Sie den Link zum Ändern nicht weiter: Wer ihn hat, kann die Buchung ändern.',
    hotline: (number: string) => `Fragen? Unsere Hotline ist rund um die Uhr für Sie da: ${number}`,
    closing: 'Wir wünschen Ihnen eine gute Fahrt!\nIhr AirportShuttle-Team',
    /** The closing of a cancelled booking: there is no ride left to wish well. */
    closingCancelled: 'Freundliche Grüße\nIhr AirportShuttle-Team',
    calendar: {
      summary: (leg: string, voucher: string, flightTime: boolean) =>
        `AirportShuttle: ${leg}${flightTime ? ', Flugzeit' : ''} (${voucher})`,
      description: (voucher: string, hotline: string) =>
        `Buchungsnummer ${voucher}. Hotline (24 h): ${hotline}`,
    },
    pdf: {
      receipt: 'Zahlungsbeleg',
      confirmation: 'Buchungsbestätigung',
      issued: 'Ausgestellt am',
      invoiceFollows: 'Die Rechnung erhalten Sie gesondert.',
      paidByCard: 'Der Betrag wurde per Kreditkarte bezahlt.',
      notPaid: 'Der Betrag ist noch nicht bezahlt.',
      rides: 'Fahrten',
      route: 'Strecke',
      register: 'Registergericht',
      vatId: 'USt-IdNr.',
      managingDirectors: 'Geschäftsführung',
      fileName: (v: string) => `Beleg-${v}.pdf`,
      cancelledNote: 'Diese Buchung ist storniert.',
      // An unpaid card booking binds nothing yet: its PDF is no confirmation and no receipt (0024).
      overview: 'Buchungsübersicht',
      unpaidNote: (until: string | null) =>
        `Noch nicht bezahlt: Verbindlich wird diese Buchung erst, wenn sie bezahlt ist.${until ? ` Bitte bezahlen Sie bis ${until}, sonst wird sie storniert.` : ''} Dies ist kein Zahlungsbeleg.`,
      releasedNote:
        'Diese Buchung ist storniert, weil sie nicht rechtzeitig bezahlt wurde. Es wurde nichts bezahlt und nichts abgebucht.',
    },
    icsFile: (leg: MailLeg['typ'], v: string) =>
      `${leg === 'hin' ? 'Hinfahrt' : 'Rueckfahrt'}-${v}.ics`,
  },
  en: {
    hello: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
    subject: {
      confirmation: (v: string) => `Booking confirmation ${v}`,
      passenger: (v: string) => `Your ride is booked – ${v}`,
      change: (v: string) => `Your booking ${v} has been changed`,
      cancellation: (v: string) => `Cancellation confirmation ${v}`,
      legCancellation: (v: string) => `Ride cancelled – booking ${v}`,
      reminder: (v: string) => `Payment outstanding – booking ${v}`,
      released: (v: string) => `Booking ${v} cancelled – not paid`,
    },
    title: {
      confirmation: (v: string) => `Your booking ${v} is confirmed`,
      passenger: (v: string) => `Your ride is booked (${v})`,
      change: (v: string) => `Your booking ${v} has been changed`,
      cancellation: (v: string) => `Your booking ${v} is cancelled`,
      legCancellation: (v: string) => `A ride of your booking ${v} is cancelled`,
      reminder: (v: string) => `Your booking ${v} has not been paid yet`,
      released: (v: string) => `Your booking ${v} is cancelled`,
    },
    intro: {
      paid: 'Thank you for your booking. We have received your card payment. Here are all the details of your rides.',
      invoice: 'Thank you for your booking. The rides will be invoiced. Here are all the details.',
      open: 'Thank you for your booking. Here are all the details of your rides.',
      passenger: (firma: string) =>
        `${firma || 'Your company'} has booked a ride with AirportShuttle for you. Here are the details of your rides.`,
      change: 'Your booking has been changed. This is how it looks now:',
      cancellation:
        'Your booking has been cancelled completely. The following rides will not take place.',
      legCancellation: (leg: string) =>
        `The ${leg.toLowerCase()} has been cancelled. The rest of your booking stays as it is:`,
      refund:
        'We refund the amount paid to the card you paid with; depending on your bank, it is credited within a few days.',
      reminder: (until: string) =>
        `Thank you for your booking. We have not received your card payment yet, so the booking is not binding yet. Please pay by ${until}: the “Track your booking” link below takes you to your booking, where “Pay now” completes the payment. If no payment has arrived by then, we will cancel the booking.`,
      released: (at: string) =>
        `Your booking was not paid and so never became binding. We cancelled it on ${at}; the following rides will not take place. Nothing has been charged. If you still need the ride, please book again.`,
    },
    attachments: {
      full: 'Attached are calendar entries (.ics) for your rides and your receipt as a PDF.',
      calendar: 'Attached are calendar entries (.ics) for your rides.',
      calendarCancel:
        'Attached are calendar entries (.ics) that remove the cancelled rides from your calendar.',
    },
    booking: 'Booking',
    voucher: 'Booking number',
    bookedOn: 'Booked on',
    company: 'Company',
    passenger: 'Passenger',
    passengers: 'Passengers',
    persons: (erw: number, kind: number) =>
      `${erw} ${erw === 1 ? 'adult' : 'adults'}${kind > 0 ? `, ${kind} ${kind === 1 ? 'child' : 'children'}` : ''}`,
    vehicle: 'Vehicle',
    extras: 'Extras',
    noExtras: 'none',
    legs: { hin: 'Outbound ride', rueck: 'Return ride' } as Record<MailLeg['typ'], string>,
    date: 'Date',
    pickupTime: 'Pickup time',
    flightTime: 'Flight time (pickup based on the flight)',
    time: (t: string) => t,
    from: 'From',
    to: 'To',
    flightNumber: 'Flight number',
    luggage: 'Pieces of luggage',
    furtherAddress: 'Further address',
    legCancelled: 'cancelled',
    /** Like the company's ride list (company.rides.route): "Hanover Airport (HAJ)". */
    airport: (name: string, iata: string) => `${name} Airport (${iata})`,
    priceAndPayment: 'Price and payment',
    /** The extras' part of the total, a row of its own under the rides' prices. */
    extrasPrice: 'Extras',
    total: 'Total price',
    net: 'Net amount',
    vat: (rate: number) => `including ${rate}% VAT`,
    paymentType: 'Payment type',
    paymentStatus: 'Payment status',
    status: { bezahlt: 'paid', rechnung: 'on account', offen: 'open' } as Record<
      BookingMailData['zahlungsstatus'],
      string
    >,
    refunding: 'being refunded',
    notCharged: 'not charged',
    cancelledTotal: (zero: string, former: string) => `${zero} (previously ${former})`,
    links: 'Your booking online',
    tracking: 'Track your booking',
    trackingText: 'See the status and pickup time',
    edit: 'Change or cancel the booking',
    editText: 'Open the booking',
    editNote: 'Please do not pass the change link on: whoever has it can change the booking.',
    hotline: (number: string) =>
      `Questions? Our hotline is there for you around the clock: ${number}`,
    closing: 'We wish you a pleasant ride!\nYour AirportShuttle team',
    closingCancelled: 'Kind regards\nYour AirportShuttle team',
    calendar: {
      summary: (leg: string, voucher: string, flightTime: boolean) =>
        `AirportShuttle: ${leg}${flightTime ? ', flight time' : ''} (${voucher})`,
      description: (voucher: string, hotline: string) =>
        `Booking number ${voucher}. Hotline (24 h): ${hotline}`,
    },
    pdf: {
      receipt: 'Payment receipt',
      confirmation: 'Booking confirmation',
      issued: 'Issued on',
      invoiceFollows: 'You will receive the invoice separately.',
      paidByCard: 'The amount has been paid by credit card.',
      notPaid: 'The amount has not been paid yet.',
      rides: 'Rides',
      route: 'Route',
      register: 'Register court',
      vatId: 'VAT ID',
      managingDirectors: 'Managing directors',
      fileName: (v: string) => `Receipt-${v}.pdf`,
      cancelledNote: 'This booking is cancelled.',
      overview: 'Booking summary',
      unpaidNote: (until: string | null) =>
        `Not paid yet: this booking becomes binding only once it is paid.${until ? ` Please pay by ${until}; otherwise it will be cancelled.` : ''} This is not a payment receipt.`,
      releasedNote:
        'This booking has been cancelled because it was not paid in time. Nothing has been paid or charged.',
    },
    icsFile: (leg: MailLeg['typ'], v: string) =>
      `${leg === 'hin' ? 'Outbound' : 'Return'}-${v}.ics`,
  },
} as const;

export function formatMoney(cent: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_OF[lang], { style: 'currency', currency: 'EUR' }).format(
    cent / 100,
  );
}

/** `Mittwoch, 2. Dezember 2026` / `Wednesday, December 2, 2026` (a calendar date, no time zone). */
export function formatDate(isoDate: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return new Intl.DateTimeFormat(LOCALE_OF[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** German times have 24 hours ("08:30"), English ones are en-US ("8:30 AM", no leading zero). */
const HOUR_CYCLE: Record<Lang, 'h23' | 'h12'> = { de: 'h23', en: 'h12' };

/**
 * A wall-clock time "HH:mm" (already Europe/Berlin) as the site shows it (formatClockTime): "08:30"
 * in German, "8:30 AM" in English. Every pickup or requested time of a mail and of the PDF goes
 * through here; anything else is returned as it is.
 */
export function formatTime(hhmm: string, lang: Lang): string {
  return /^\d{2}:\d{2}$/.test(hhmm) ? formatClockTime(hhmm, LOCALE_OF[lang]) : hhmm;
}

/** An instant in Berlin time, e.g. "2. Dezember 2026 um 08:05" / "December 2, 2026 at 8:05 AM". */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: HOUR_CYCLE[lang],
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** The airports' names as the site shows them (public/locales/*.json common.airports). */
export const AIRPORT_NAMES: Record<Lang, Record<string, string>> = {
  de: deWords.common.airports,
  en: enWords.common.airports,
};

/**
 * The booking's airport in the site's words, "Flughafen Hannover (HAJ)" / "Hanover Airport (HAJ)";
 * an airport the site does not name keeps the name of the booking data.
 */
export function airportText(data: Pick<BookingMailData, 'lang' | 'flughafen'>): string {
  const { iata, name } = data.flughafen;
  const siteName = AIRPORT_NAMES[data.lang][iata];
  return siteName ? BOOKING_TEXT[data.lang].airport(siteName, iata) : `${name} (${iata})`;
}

/** Heading and label/value rows of one ride: the same in the e-mail and in the PDF receipt. */
export function legFacts(
  data: BookingMailData,
  leg: MailLeg,
): { heading: string; rows: [string, string][] } {
  const t = BOOKING_TEXT[data.lang];
  const airport = airportText(data);
  return {
    heading: `${t.legs[leg.typ]}${leg.storniert ? ` (${t.legCancelled})` : ''}`,
    rows: [
      [t.date, formatDate(leg.datum, data.lang)],
      [
        leg.istFesteZeit ? t.pickupTime : t.flightTime,
        leg.zeit ? t.time(formatTime(leg.zeit, data.lang)) : '',
      ],
      [t.flightNumber, leg.flugnummer],
      [t.from, leg.zumFlughafen ? leg.adresse : airport],
      [t.to, leg.zumFlughafen ? airport : leg.adresse],
      [t.luggage, String(leg.gepaeckstck)],
      [t.furtherAddress, leg.weitereAdresse],
    ],
  };
}

/**
 * What makes the total (0026): each ride with its own price, a cancelled one as not charged (0 and
 * what it cost, as a cancelled total), and the extras when there are any. None for a snapshot of
 * an older outbox row, which has no ride's price.
 */
function priceItems(data: BookingMailData): [string, string][] {
  const t = BOOKING_TEXT[data.lang];
  if (data.legs.some((leg) => leg.preisCent === undefined)) return [];
  const charged = (cent: number, cancelled: boolean) =>
    cancelled
      ? t.cancelledTotal(formatMoney(0, data.lang), formatMoney(cent, data.lang))
      : formatMoney(cent, data.lang);
  const rows: [string, string][] = data.legs.map((leg) => [
    t.legs[leg.typ],
    charged(leg.preisCent!, leg.storniert || data.storniert),
  ]);
  if (data.extras.length > 0 && data.extrasPreisCent !== undefined)
    rows.push([t.extrasPrice, charged(data.extrasPreisCent, data.storniert)]);
  return rows;
}

/**
 * The price and payment of a booking, the same in the booker's e-mails and in the PDF receipt:
 * the rows, and the PDF's sentence about the money. A booking cancelled as a whole costs nothing
 * (its former total named, as on the booking link): no VAT to show, paid card money goes back,
 * an unpaid or invoiced one is not charged. A booking with one of its rides cancelled has its
 * lower price already (cancelLegs), shown like any other. The total comes after its parts.
 */
export function priceAndPayment(data: BookingMailData): {
  rows: [string, string][];
  note: string;
} {
  const t = BOOKING_TEXT[data.lang];
  const total = formatMoney(data.preisCent, data.lang);
  const paid = data.zahlungsstatus === 'bezahlt';
  const items = priceItems(data);
  if (data.storniert)
    return {
      rows: [
        ...items,
        [t.total, t.cancelledTotal(formatMoney(0, data.lang), total)],
        [t.paymentType, data.zahlungsart],
        [t.paymentStatus, paid ? t.refunding : t.notCharged],
      ],
      note: paid ? t.intro.refund : '',
    };
  const { netCent, vatCent } = vatOf(data.preisCent);
  return {
    rows: [
      ...items,
      [t.total, total],
      [t.vat(VAT_RATE_PERCENT), formatMoney(vatCent, data.lang)],
      [t.net, formatMoney(netCent, data.lang)],
      [t.paymentType, data.zahlungsart],
      [t.paymentStatus, t.status[data.zahlungsstatus]],
    ],
    note: paid
      ? t.pdf.paidByCard
      : data.zahlungsstatus === 'rechnung'
        ? t.pdf.invoiceFollows
        : t.pdf.notPaid,
  };
}
