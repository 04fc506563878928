// Server-side texts: error messages and field messages in the request's language (de | en).
// The client maps `code` to its own translations; these are the fallback texts of the contract.

export type Lang = 'de' | 'en';

/** Primary tag of the first supported entry of Accept-Language (`en-US,en;q=0.9` -> en). */
export function languageOf(header: string | undefined | null): Lang {
  if (!header) return 'de';
  const entries = header
    .slice(0, 200)
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag === 'de' || entry.tag === 'en')
    .sort((a, b) => b.q - a.q);
  return (entries[0]?.tag as Lang | undefined) ?? 'de';
}

export const ERROR_MESSAGES = {
  validation: { de: 'Bitte prüfen Sie Ihre Eingaben.', en: 'Please check your input.' },
  unauthorized: { de: 'Bitte melden Sie sich an.', en: 'Please sign in.' },
  loginFailed: {
    de: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben.',
    en: 'Sign-in failed. Please check your details.',
  },
  forbidden: { de: 'Kein Zugriff.', en: 'Access denied.' },
  notFound: { de: 'Nicht gefunden.', en: 'Not found.' },
  noTariff: {
    de: 'Für diese Angaben gibt es leider keinen Tarif.',
    en: 'Sorry, there is no tariff for these details.',
  },
  conflict: {
    de: 'Die Anfrage steht im Konflikt mit dem aktuellen Stand.',
    en: 'The request conflicts with the current state.',
  },
  idempotencyKeyReused: {
    de: 'Dieser Buchungsversuch wurde bereits mit anderen Daten gesendet.',
    en: 'This booking attempt was already sent with different data.',
  },
  bookingCancelled: { de: 'Die Buchung ist storniert.', en: 'The booking is cancelled.' },
  bookingNotEditable: {
    de: 'Diese Fahrt liegt in der Vergangenheit oder hat bereits begonnen und kann nicht mehr geändert werden.',
    en: 'This ride is in the past or has already started and can no longer be changed.',
  },
  alreadyPaid: { de: 'Die Buchung ist bereits bezahlt.', en: 'The booking has already been paid.' },
  selfServiceClosed: {
    de: 'Diese Buchung lässt sich online nicht mehr ändern oder stornieren. Bitte rufen Sie unsere Hotline an.',
    en: 'This booking can no longer be changed or cancelled online. Please call our hotline.',
  },
  paymentInProgress: {
    de: 'Die Kartenzahlung dieser Buchung wird gerade abgeschlossen. Preis, Zahlungsart oder Stornierung lassen sich erst danach ändern – bitte laden Sie die Buchung gleich neu.',
    en: 'The card payment for this booking is being completed right now. The price, payment type or a cancellation can only be changed afterwards – please reload the booking in a moment.',
  },
  paymentNotPossible: {
    de: 'Eine Kartenzahlung ist für diese Buchung nicht möglich.',
    en: 'Card payment is not possible for this booking.',
  },
  paymentExpired: {
    de: 'Die Zahlungssitzung ist abgelaufen.',
    en: 'The payment session has expired.',
  },
  duplicateCustomer: {
    de: 'Diese Person ist bereits gespeichert (gleicher Vor- und Nachname oder gleiche E-Mail-Adresse).',
    en: 'This person is already saved (same first and last name or same e-mail address).',
  },
  tooManyRequests: {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    en: 'Too many attempts. Please wait a moment.',
  },
  internal: { de: 'Ein Fehler ist aufgetreten.', en: 'An error occurred.' },
  unavailable: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar.',
    en: 'The service is temporarily unavailable.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type FieldErrorCode =
  'required' | 'invalidEmail' | 'length' | 'format' | 'range' | 'unknownValue' | 'consentRequired';

export interface FieldMessageParams {
  min?: number | undefined;
  max?: number | undefined;
  /** Specific reason, e.g. 'past' or 'tooManyPassengers'. */
  reason?: string | undefined;
}

const REASONS: Record<string, Record<Lang, string>> = {
  past: {
    de: 'Der Zeitpunkt liegt in der Vergangenheit.',
    en: 'This date and time is in the past.',
  },
  leadTime: {
    de: 'So kurzfristig ist keine Abholung möglich: bitte mindestens 30 Minuten im Voraus buchen.',
    en: 'Too short notice: please book at least 30 minutes ahead.',
  },
  selfServiceWindow: {
    de: 'Online lässt sich eine Abholung nur auf einen Zeitpunkt mindestens 24 Stunden im Voraus legen.',
    en: 'Online, a pickup can only be moved to a time at least 24 hours ahead.',
  },
  beforeOutbound: {
    de: 'Die Rückfahrt muss mindestens 2 Stunden nach der Hinfahrt liegen.',
    en: 'The return ride must be at least 2 hours after the outbound ride.',
  },
  tooManyPassengers: {
    de: 'Zu viele Personen für diese Fahrzeugart.',
    en: 'Too many passengers for this transfer type.',
  },
  plz: {
    de: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
    en: 'Please enter a five-digit postcode.',
  },
  date: {
    de: 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT).',
    en: 'Please enter a valid date (YYYY-MM-DD).',
  },
  time: {
    de: 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).',
    en: 'Please enter a valid time (HH:MM).',
  },
  customerRemoved: {
    de: 'Dieser Fahrgast wurde inzwischen aus der Kundenliste Ihres Unternehmens entfernt.',
    en: "This passenger has been removed from your company's customer list in the meantime.",
  },
  notServed: {
    de: 'Diese Postleitzahl wird nicht angefahren.',
    en: 'This postcode is not served.',
  },
  companyMismatch: {
    de: 'Die Firma stimmt nicht mit Ihrer Anmeldung überein.',
    en: 'The company does not match your sign-in.',
  },
  idempotencyKey: {
    de: 'Der Header Idempotency-Key fehlt oder ist ungültig (8–100 Zeichen A–Z, a–z, 0–9, _ oder -).',
    en: 'The Idempotency-Key header is missing or invalid (8–100 characters A–Z, a–z, 0–9, _ or -).',
  },
  json: { de: 'Der Inhalt ist kein gültiges JSON.', en: 'The body is not valid JSON.' },
  depth: { de: 'Der Inhalt ist zu tief verschachtelt.', en: 'The body is nested too deeply.' },
};

export function fieldMessage(
  code: FieldErrorCode,
  lang: Lang,
  params: FieldMessageParams = {},
): string {
  if (params.reason && REASONS[params.reason]) return REASONS[params.reason]![lang];
  const de = lang === 'de';
  switch (code) {
    case 'required':
      return de ? 'Dieses Feld ist ein Pflichtfeld.' : 'This field is required.';
    case 'invalidEmail':
      return de
        ? 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
        : 'Please enter a valid email address.';
    case 'length':
      if (params.max !== undefined)
        return de
          ? `Die Länge ist nicht korrekt (höchstens ${params.max} Zeichen).`
          : `The length is not correct (at most ${params.max} characters).`;
      if (params.min !== undefined)
        return de
          ? `Die Länge ist nicht korrekt (mindestens ${params.min} Zeichen).`
          : `The length is not correct (at least ${params.min} characters).`;
      return de ? 'Die Länge ist nicht korrekt.' : 'The length is not correct.';
    case 'format':
      return de ? 'Das Format ist ungültig.' : 'The format is invalid.';
    case 'range':
      if (params.min !== undefined && params.max !== undefined)
        return de
          ? `Bitte einen Wert von ${params.min} bis ${params.max} angeben.`
          : `Please enter a value from ${params.min} to ${params.max}.`;
      if (params.max !== undefined)
        return de ? `Höchstens ${params.max}.` : `At most ${params.max}.`;
      if (params.min !== undefined)
        return de ? `Mindestens ${params.min}.` : `At least ${params.min}.`;
      return de ? 'Der Wert liegt außerhalb des erlaubten Bereichs.' : 'The value is out of range.';
    case 'unknownValue':
      return de ? 'Dieser Wert ist nicht zulässig.' : 'This value is not allowed.';
    case 'consentRequired':
      return de
        ? 'Bitte stimmen Sie der Datenschutzerklärung zu.'
        : 'Please accept the privacy policy.';
  }
}
