// One message body, two parts: the same blocks become the plain-text part and the HTML part, so
// both always say the same. The HTML needs no images or styles to be read (inline styles only
// for looks), has the message's language, one h1, h2 sections and tables with header cells.
import { OPERATOR } from '../../src/domain/operator';
import type { Lang } from '../lib/i18n';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  /** Label/value rows (th scope=row); empty values are left out. */
  | { kind: 'facts'; caption?: string; rows: [string, string][] }
  /** A table with column headers. */
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'link'; label: string; href: string; text: string };

export class MailRenderError extends Error {
  override name = 'MailRenderError';
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FOOTER: Record<Lang, (hotline: string) => string[]> = {
  de: (hotline) => [
    `24-Stunden-Hotline: ${hotline}`,
    'Dies ist eine automatisch erstellte Nachricht.',
  ],
  en: (hotline) => [`24-hour hotline: ${hotline}`, 'This message was created automatically.'],
};

function operatorLines(lang: Lang): string[] {
  const a = OPERATOR.address;
  return [
    `${OPERATOR.legalName} · ${a.street} · ${a.postalCode} ${a.city}`,
    `${OPERATOR.email} · ${OPERATOR.phone.display} · ${lang === 'de' ? 'USt-IdNr.' : 'VAT ID'} ${OPERATOR.vatId}`,
  ];
}

function textOf(blocks: Block[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'p') out.push(block.text, '');
    else if (block.kind === 'h2') out.push(block.text, '-'.repeat(Math.min(block.text.length, 60)));
    else if (block.kind === 'facts') {
      if (block.caption) out.push(`${block.caption}:`);
      for (const [label, value] of block.rows) if (value !== '') out.push(`  ${label}: ${value}`);
      out.push('');
    } else if (block.kind === 'table') {
      out.push(`${block.caption}:`);
      for (const row of block.rows)
        out.push(`  ${row.map((cell, i) => `${block.head[i]}: ${cell}`).join(' | ')}`);
      out.push('');
    } else out.push(`${block.label}:`, `  ${block.href}`, '');
  }
  return out.join('\n');
}

const CELL =
  'text-align:left;vertical-align:top;padding:4px 12px 4px 0;border-bottom:1px solid #d0d7de;';

function htmlOf(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'p') return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
      if (block.kind === 'h2')
        return `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(block.text)}</h2>`;
      if (block.kind === 'facts') {
        const rows = block.rows
          .filter(([, value]) => value !== '')
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="${CELL}font-weight:600;">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('');
        const caption = block.caption
          ? `<caption style="text-align:left;font-weight:600;padding:8px 0;">${escapeHtml(block.caption)}</caption>`
          : '';
        return `<table style="border-collapse:collapse;margin:0 0 16px;">${caption}${rows}</table>`;
      }
      if (block.kind === 'table') {
        const head = block.head
          .map((cell) => `<th scope="col" style="${CELL}">${escapeHtml(cell)}</th>`)
          .join('');
        const rows = block.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`,
          )
          .join('');
        return `<table style="border-collapse:collapse;margin:0 0 16px;"><caption style="text-align:left;font-weight:600;padding:8px 0;">${escapeHtml(block.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
      }
      return `<p>${escapeHtml(block.label)}: <a href="${escapeHtml(block.href)}" style="color:#0b5cad;">${escapeHtml(block.text)}</a></p>`;
    })
    .join('\n');
}

/** The plain-text and HTML parts of a message: title (h1), blocks, operator footer. */
export function composeBody(
  lang: Lang,
  title: string,
  blocks: Block[],
): { text: string; html: string } {
  const footer = [...FOOTER[lang](OPERATOR.hotline.display), ...operatorLines(lang)];
  const text = `${title}\n${'='.repeat(Math.min(title.length, 60))}\n\n${textOf(blocks)}\n--\n${footer.join('\n')}\n`;
  const html = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24;background:#ffffff;">
<main style="max-width:640px;">
<p style="font-weight:700;color:#0b3d6e;margin:0 0 8px;">${escapeHtml(OPERATOR.brandName)}</p>
<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${htmlOf(blocks)}
</main>
<footer style="max-width:640px;margin-top:24px;padding-top:12px;border-top:1px solid #d0d7de;font-size:14px;color:#3d444d;">
${footer.map((line) => `<p style="margin:0 0 4px;">${escapeHtml(line)}</p>`).join('\n')}
</footer>
</body>
</html>
`;
  return { text, html };
}
