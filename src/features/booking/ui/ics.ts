// Calendar files of the status step: built by src/domain/ics.ts (shared with the server's
// confirmation e-mails), offered for download here.
export { buildIcs, escapeIcsText, type CalendarEvent } from '../../../domain/ics';

/** Offers the file for download (a blob URL on a temporary link). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
