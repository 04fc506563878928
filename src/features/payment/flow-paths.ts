/** Where each wizard continues after the payment. */
export const FLOW_PATHS = {
  privat: { status: '/privat-buchung/status', summary: '/privat-buchung/zusammenfassung' },
  firma: { status: '/buchung/status', summary: '/buchung/zusammenfassung' },
} as const;
