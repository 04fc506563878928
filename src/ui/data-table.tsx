import type { ColumnPassThroughMethodOptions, ColumnProps } from 'primereact/column';
import type { DataTablePassThroughOptions } from 'primereact/datatable';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrimeLocale } from './prime-locale';
import './data-table.css';

export interface ColumnOptions {
  /** The column's heading. */
  header: string;
  /** Sorted by a click on the heading (the table's onSort gets the column's field). */
  sortable?: boolean;
  /** The row's header: what names the row for assistive technology, e.g. a booking number. */
  rowHeader?: boolean;
  /** The heading is read by assistive technology only (a column of row actions). */
  hiddenHeader?: boolean;
  /** Each value carries the heading as data-label, shown where rows are cards (no headings in view). */
  labelled?: boolean;
}

/**
 * A PrimeReact Column's header and cell attributes, the same way for every table of the app:
 * - a sortable heading is a real button (PrimeReact makes the header cell itself focusable,
 *   whose role, columnheader, does not say that it acts); the click reaches the cell, which
 *   sorts, so the cell is taken out of the tab order;
 * - only the sorted column carries aria-sort (WAI-ARIA: on one header at a time), not "none"
 *   on all the others;
 * - a row header cell gets that role (PrimeReact renders every body cell as a plain cell);
 * - the sort icon is hidden from assistive technology (PrimeReact's svg has no name and would
 *   be read as an unnamed image); aria-sort says how the column is sorted.
 */
export function columnProps({
  header,
  sortable = false,
  rowHeader = false,
  hiddenHeader = false,
  labelled = false,
}: ColumnOptions): Pick<ColumnProps, 'header' | 'sortable' | 'pt'> {
  const heading = sortable ? (
    <button type="button" className="table-sort">
      {header}
    </button>
  ) : hiddenHeader ? (
    <span className="visually-hidden">{header}</span>
  ) : (
    header
  );
  return {
    header: heading,
    sortable,
    pt: {
      headerCell: sortable
        ? ({ context }: ColumnPassThroughMethodOptions) => ({
            tabIndex: undefined,
            ...(context.sorted ? {} : { 'aria-sort': undefined }),
          })
        : undefined,
      sort: sortable ? { 'aria-hidden': true } : undefined,
      bodyCell: rowHeader
        ? { role: 'rowheader' }
        : labelled
          ? ({ 'data-label': header } as React.HTMLAttributes<HTMLTableCellElement>)
          : undefined,
    },
  };
}

/**
 * The paging of a long table: PrimeReact's paginator with its buttons labelled in the site's
 * language (through PrimeReact's locale), "page x of y", and a navigation landmark named
 * `label`. Also registers the texts PrimeReact writes itself, so call it in every component that
 * renders a DataTable. `first`: the index of the first row shown (the table's `first`).
 *
 * A pager button that leads to the first or last page is disabled there; had it the focus, the
 * browser would drop it to the page's start. The focus goes to the page now shown instead.
 */
export function usePaging(
  label: string,
  first: number,
): {
  paginatorTemplate: string;
  currentPageReportTemplate: string;
  pt: DataTablePassThroughOptions;
} {
  const { t } = useTranslation();
  usePrimeLocale();
  const pressedIn = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const pager = pressedIn.current;
    pressedIn.current = null;
    if (!pager?.isConnected) return;
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost) pager.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [first]);
  return {
    paginatorTemplate:
      'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport',
    currentPageReportTemplate: t('common.table.position', {
      page: '{currentPage}',
      pages: '{totalPages}',
    }),
    pt: {
      paginator: {
        root: {
          role: 'navigation',
          'aria-label': label,
          onClick: (event: MouseEvent<HTMLElement>) => {
            pressedIn.current = event.currentTarget;
          },
        },
      },
    },
  };
}

/**
 * Says a table's new order when the user sorts it (WCAG 4.1.3): screen readers do not reliably
 * read a header's changed aria-sort, and the button pressed keeps its name. Silent until the
 * order first changes, so a list's first view announces nothing. `column`: the sorted column's
 * heading.
 */
export function SortStatus({ column, order }: { column: string | undefined; order: 1 | -1 }) {
  const { t } = useTranslation();
  const current = `${column ?? ''}:${order}`;
  const [initial, setInitial] = useState<string | null>(current);
  if (initial !== null && initial !== current) setInitial(null);
  return (
    <p role="status" className="visually-hidden">
      {initial === null && column
        ? t('common.table.sorted', {
            column,
            direction: t(order === 1 ? 'common.table.ascending' : 'common.table.descending'),
          })
        : ''}
    </p>
  );
}
