// Calendar files of the status step: built by src/domain/ics.ts (shared with the server's
// confirmation e-mails), offered for download here.
import { downloadFile } from '../../../ui/download-file';

export { buildIcs, escapeIcsText, type CalendarEvent } from '../../../domain/ics';

/** Offers the file for download. */
export function downloadIcs(fileName: string, content: string): void {
  downloadFile(fileName, content, 'text/calendar;charset=utf-8');
}
