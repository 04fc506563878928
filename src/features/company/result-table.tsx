import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent, type DataTableValue } from 'primereact/datatable';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyCallError } from '../../ui/company-call-error';
import { columnProps, SortStatus, usePaging } from '../../ui/data-table';
import { LoadingIndicator } from '../../ui/loading-indicator';

interface ResultPage<Item> {
  gesamt: number;
  seite: number;
  proSeite: number;
  eintraege: readonly Item[];
}

/**
 * How a list's search, sort or page changes the URL: a new query, not a new page, so the view
 * stays on the list (the router would scroll to the top).
 */
export const STAY = { preventScrollReset: true } as const;

export interface ResultColumn<Item> {
  /** The column's sort field (what onSort receives) and React key. */
  field: string;
  header: string;
  body: (item: Item) => ReactNode;
  /** Sorted by the server when its heading is clicked (see `sort`). */
  sortable?: boolean;
  className?: string;
}

/** The server's order as the table shows it: the sorted column's field and direction. */
export interface TableSort {
  field: string | undefined;
  order: 1 | -1;
  onSort: (field: string, order: 1 | -1) => void;
}

interface ResultTableProps<Item extends DataTableValue, Page extends ResultPage<Item>> {
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
  /** Where each row's id is, e.g. "buchungId" or "kundeStamm.id". */
  dataKey: string;
  /** The first column is the row header (the card's title on a phone). */
  columns: ResultColumn<Item>[];
  /** The last column: the row's action, under a heading for assistive technology only. */
  action: { header: string; body: (item: Item) => ReactNode };
  sort?: TableSort;
  /** Pages of the server's list, when it has more than one: the navigation's name and the move. */
  paging?: { label: string; onPage: (page: number) => void };
  /** Above the table, next to its caption: e.g. an export of the list. */
  toolbar?: ReactNode;
  showLoadingLabel?: boolean;
}

/**
 * A searched company list (booked rides, customers, passenger picker) on PrimeReact's DataTable:
 * failure with retry, loading, the result count, and the table with the server's sorting and
 * paging (lazy: the server sorts and pages, the table shows and asks). Below 576 px each row is
 * a card with its action in view (company.css), the table's semantics stay.
 */
export function ResultTable<Item extends DataTableValue, Page extends ResultPage<Item>>({
  list,
  texts,
  caption,
  dataKey,
  columns,
  action,
  sort,
  paging,
  toolbar,
  showLoadingLabel = false,
}: ResultTableProps<Item, Page>) {
  const { t } = useTranslation();
  const captionId = useId();
  const page = list.data;
  const first = page ? (page.seite - 1) * page.proSeite : 0;
  const pager = usePaging(paging?.label ?? caption, first);
  const paged = paging !== undefined && page !== null && page.gesamt > page.proSeite;
  return (
    <>
      {/* The call's outcome. A retry's focus stays here while its message gives way to the list. */}
      <div tabIndex={-1}>
        {list.status === 'failed' ? (
          <CompanyCallError error={list.error} onRetry={list.reload} />
        ) : null}
        {list.status === 'loading' && !page ? (
          <LoadingIndicator showLabel={showLoadingLabel} />
        ) : null}
        {page ? (
          <p className="company-result-count" role="status" aria-live="polite">
            {list.status === 'loading'
              ? t('common.status.loading')
              : t(`${texts}.count`, { count: page.gesamt })}
          </p>
        ) : null}
      </div>
      {page ? (
        <>
          {sort ? (
            <SortStatus
              column={columns.find((column) => column.field === sort.field)?.header}
              order={sort.order}
            />
          ) : null}
          {page.eintraege.length > 0 ? (
            <DataTable
              value={[...page.eintraege]}
              dataKey={dataKey}
              lazy
              className="company-table company-table--cards"
              header={
                <div className="company-table__header">
                  <p id={captionId} className="company-table__caption">
                    {caption}
                  </p>
                  {toolbar}
                </div>
              }
              sortField={sort?.field}
              sortOrder={sort?.order}
              onSort={
                sort
                  ? (event: DataTableSortEvent) =>
                      sort.onSort(event.sortField, event.sortOrder === -1 ? -1 : 1)
                  : undefined
              }
              paginator={paged}
              first={first}
              rows={page.proSeite}
              totalRecords={page.gesamt}
              onPage={(event) => paging?.onPage((event.page ?? 0) + 1)}
              paginatorTemplate={pager.paginatorTemplate}
              currentPageReportTemplate={pager.currentPageReportTemplate}
              pt={{
                ...pager.pt,
                // The scroll box is a named region that takes focus, so it scrolls by keyboard too.
                wrapper: { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 },
                table: { 'aria-labelledby': captionId },
              }}
            >
              {columns.map((column, index) => (
                <Column
                  key={column.field}
                  field={column.field}
                  body={(item: Item) =>
                    // One piece next to the card's label (a grid of label and value on a phone).
                    index > 0 ? (
                      <span className="company-table__value">{column.body(item)}</span>
                    ) : (
                      column.body(item)
                    )
                  }
                  className={column.className}
                  {...columnProps({
                    header: column.header,
                    sortable: column.sortable === true && sort !== undefined,
                    rowHeader: index === 0,
                    labelled: index > 0,
                  })}
                />
              ))}
              <Column
                key="action"
                body={(item: Item) => action.body(item)}
                {...columnProps({ header: action.header, hiddenHeader: true })}
              />
            </DataTable>
          ) : (
            <p>{t(`${texts}.empty`)}</p>
          )}
        </>
      ) : null}
    </>
  );
}
