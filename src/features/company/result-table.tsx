import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { CompanyCallError } from './company-call-error';

interface ResultPage<Item> {
  gesamt: number;
  eintraege: readonly Item[];
}

interface ResultTableProps<Item, Page extends ResultPage<Item>> {
  /** The list call (useRemote); its data is kept while reloading so the list doesn't blink. */
  list: { status: 'loading' | 'done' | 'failed'; data: Page | null; error: unknown; reload: () => void };
  /** Translation prefix of `count` ("n found", plural) and `empty`. */
  texts: string;
  caption: string;
  /** Column headings; a string becomes a plain column header. */
  columns: (string | ReactElement)[];
  /** Visually hidden heading of the last column (row actions). */
  actions: string;
  row: (item: Item) => ReactNode;
  /** Below the table, e.g. the pager. */
  footer?: (page: Page) => ReactNode;
  showLoadingLabel?: boolean;
}

/**
 * A searched company list (booked rides, customers, passenger picker): failure with retry,
 * loading, the result count, and a captioned table that scrolls on its own on phones.
 */
export function ResultTable<Item, Page extends ResultPage<Item>>({
  list,
  texts,
  caption,
  columns,
  actions,
  row,
  footer,
  showLoadingLabel = false,
}: ResultTableProps<Item, Page>) {
  const { t } = useTranslation();
  const captionId = useId();
  const page = list.data;
  return (
    <>
      {list.status === 'failed' ? <CompanyCallError error={list.error} onRetry={list.reload} /> : null}
      {list.status === 'loading' && !page ? <LoadingIndicator showLabel={showLoadingLabel} /> : null}
      {page ? (
        <>
          <p className="company-result-count" role="status" aria-live="polite">
            {list.status === 'loading' ? t('common.status.loading') : t(`${texts}.count`, { count: page.gesamt })}
          </p>
          {page.eintraege.length > 0 ? (
            <div className="company-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className="company-table">
                <caption id={captionId}>{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (typeof column === 'string' ? <th key={column} scope="col">{column}</th> : column))}
                    <th scope="col">
                      <span className="visually-hidden">{actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>{page.eintraege.map(row)}</tbody>
              </table>
            </div>
          ) : (
            <p>{t(`${texts}.empty`)}</p>
          )}
          {footer?.(page)}
        </>
      ) : null}
    </>
  );
}
