/**
 * Texts of the sandbox payment page. The page is rendered by the server (not the SPA), so its
 * strings live here in German and English instead of public/locales (see docs/decisions/0004).
 */
export const SANDBOX_TEXTS = {
  de: {
    title: 'Testzahlung – Sandbox',
    banner: 'Testumgebung: Es wird kein echtes Geld bewegt.',
    merchant: 'Zahlung an',
    description: 'Verwendungszweck',
    amount: 'Betrag',
    cardLegend: 'Testkarte wählen',
    cardHint: 'Wählen Sie eine Testkarte. Jede Karte steht für ein bestimmtes Ergebnis.',
    holderLabel: 'Name auf der Karte',
    holderHint: 'Freiwillig, nur zur Anzeige in der Testumgebung.',
    cards: {
      success: 'Testkarte 4242 4242 4242 4242 – Zahlung wird genehmigt',
      challenge: 'Testkarte 5200 0000 0000 1096 – mit 3-D-Secure-Bestätigung',
      declined: 'Testkarte 4000 0000 0000 0002 – Zahlung wird abgelehnt',
      threeDsFailed: 'Testkarte 5200 0000 0000 1005 – 3-D-Secure-Prüfung schlägt fehl',
      expire: 'Zahlungsseite ablaufen lassen (Token ungültig)',
    },
    pay: 'Jetzt bezahlen',
    cancel: 'Abbrechen und zurück zum Shop',
    challengeTitle: '3-D Secure: Zahlung bestätigen',
    challengeIntro: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    codeLabel: 'Bestätigungscode',
    codeHint: 'Testcode: 1234. Jeder andere Code lässt die Prüfung fehlschlagen.',
    codeRequired: 'Bitte geben Sie den Bestätigungscode ein.',
    confirm: 'Bestätigen',
    expiredTitle: 'Zahlungsseite abgelaufen',
    expiredText: 'Diese Zahlungsseite ist nicht mehr gültig.',
    backToShop: 'Zurück zum Shop',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFoundText: 'Zu diesem Link gibt es keine Zahlung.',
    language: 'Sprache',
    errorSummary: 'Bitte prüfen Sie Ihre Eingabe.',
  },
  en: {
    title: 'Test payment – sandbox',
    banner: 'Test environment: no real money is moved.',
    merchant: 'Payment to',
    description: 'Reference',
    amount: 'Amount',
    cardLegend: 'Choose a test card',
    cardHint: 'Choose a test card. Each card stands for one outcome.',
    holderLabel: 'Name on card',
    holderHint: 'Optional, only shown in the test environment.',
    cards: {
      success: 'Test card 4242 4242 4242 4242 – payment is approved',
      challenge: 'Test card 5200 0000 0000 1096 – with 3-D Secure confirmation',
      declined: 'Test card 4000 0000 0000 0002 – payment is declined',
      threeDsFailed: 'Test card 5200 0000 0000 1005 – 3-D Secure check fails',
      expire: 'Let the payment page expire (token invalid)',
    },
    pay: 'Pay now',
    cancel: 'Cancel and return to the shop',
    challengeTitle: '3-D Secure: confirm payment',
    challengeIntro: 'Your bank asks you to confirm this payment.',
    codeLabel: 'Confirmation code',
    codeHint: 'Test code: 1234. Any other code makes the check fail.',
    codeRequired: 'Please enter the confirmation code.',
    confirm: 'Confirm',
    expiredTitle: 'Payment page expired',
    expiredText: 'This payment page is no longer valid.',
    backToShop: 'Back to the shop',
    notFoundTitle: 'Payment not found',
    notFoundText: 'There is no payment for this link.',
    language: 'Language',
    errorSummary: 'Please check your input.',
  },
} as const;

export type SandboxLanguage = keyof typeof SANDBOX_TEXTS;
export const SANDBOX_CARD_CHOICES = [
  'success',
  'challenge',
  'declined',
  'threeDsFailed',
  'expire',
] as const;
export type SandboxCardChoice = (typeof SANDBOX_CARD_CHOICES)[number];
/** The code the 3-D Secure challenge accepts. */
export const SANDBOX_3DS_CODE = '1234';
