import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g;

/**
 * A translated text with `<name>…</name>` parts rendered by `tags` (e.g. a link in a consent
 * sentence). Does for these flat texts what react-i18next's Trans does, without its parser
 * (about 5 KB gzip in every form route, issue 13). Everything else stays plain text (React
 * escapes it); a tag without a renderer keeps its content as text.
 */
export function taggedText(text: string, tags: Record<string, (content: string) => ReactNode>) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', content = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
