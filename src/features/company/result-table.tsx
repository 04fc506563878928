import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { CompanyCallError } from '../../ui/company-call-error';

interface ResultPage<Item> {
  gesamt: number;
  eintraege: readonly Item[];
}

interface ResultTableProps<Item, Page extends ResultPage<Item>> {
  /** The list call (useRemote); its data is kept while reloading so the list doesn't blink. */
  list: {
    status: 'loading' | 'done' | 'failed';
    data: Page | null;
    error: unknown;
    reload: () => void;
  };
  /** Translation prefix of `count` ("n found", plural) and `empty`. */
  texts: string;
  caption: string;
  /**
   * Column headings; a string becomes a plain column header. A custom header (e.g. a sort
   * button) comes with its plain label, which names the value in a row's phone card.
   */
  columns: (string | { label: string; header: ReactElement })[];
  /** Visually hidden heading of the last column (row actions). */
  actions: string;
  row: (item: Item) => ReactNode;
  /** Below the table, e.g. the pager. */
  footer?: (page: Page) => ReactNode;
  showLoadingLabel?: boolean;
}

type CellProps = { 'data-label'?: string; children?: ReactNode };

/**
 * Gives each cell of a row its column's label, which the phone layout shows in front of the
 * value (company.css): the rows become cards there, so no column heading is in view. The value
 * is wrapped so that it stays one piece next to the label.
 */
function labelCells(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row;
  const cells = Children.toArray(row.props.children).map((cell, index) =>
    isValidElement<CellProps>(cell) && labels[index]
      ? cloneElement(
          cell,
          { 'data-label': labels[index] },
          <span className="company-table__value">{cell.props.children}</span>,
        )
      : cell,
  );
  return cloneElement(row, {}, ...cells);
}

/**
 * A searched company list (booked rides, customers, passenger picker): failure with retry,
 * loading, the result count, and a captioned table; below 576 px each row is shown as a card
 * with its action in view (company.css), the table's semantics stay.
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
  // The row header is the card's title and the action column needs no label.
  const labels = columns.map((column, index) =>
    index === 0 ? '' : typeof column === 'string' ? column : column.label,
  );
  return (
    <>
      {list.status === 'failed' ? (
        <CompanyCallError error={list.error} onRetry={list.reload} />
      ) : null}
      {list.status === 'loading' && !page ? (
        <LoadingIndicator showLabel={showLoadingLabel} />
      ) : null}
      {page ? (
        <>
          <p className="company-result-count" role="status" aria-live="polite">
            {list.status === 'loading'
              ? t('common.status.loading')
              : t(`${texts}.count`, { count: page.gesamt })}
          </p>
          {page.eintraege.length > 0 ? (
            <div
              className="company-table-wrap"
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
            >
              <table className="company-table company-table--cards">
                <caption id={captionId}>{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) =>
                      typeof column === 'string' ? (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ) : (
                        column.header
                      ),
                    )}
                    <th scope="col">
                      <span className="visually-hidden">{actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>{page.eintraege.map((item) => labelCells(row(item), labels))}</tbody>
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
