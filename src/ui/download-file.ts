/**
 * Hands a file made in the browser (a calendar entry, a CSV export) to the browser's download,
 * as the user's own file: a blob URL on a temporary link.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
