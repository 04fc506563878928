// The text of a PDF that pdfkit wrote with its built-in fonts, for tests: its content streams
// inflated, each TJ's hex strings decoded (WinAnsi: Latin-1 but for the euro sign), the runs
// joined and white space made single spaces. A label and its value read "Gesamtpreis 39,00 €".
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      runs.push(
        [...array!.matchAll(/<([0-9a-f]*)>/gi)]
          .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1').replace(/\x80/g, '€'))
          .join(''),
      );
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
