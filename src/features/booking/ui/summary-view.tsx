import type { MouseEvent, ReactNode } from 'react';
import './booking.css';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

export interface SummarySection {
  id: string;
  title: string;
  rows: SummaryRow[];
  /** An edit link back to the step (href for a new tab, onEdit for the flow machine). */
  edit?: { label: string; href: string; onEdit: () => void };
}

/**
 * Everything of a booking on one page, section by section, each with an optional edit link.
 * The link is a real link (href) so it can be opened elsewhere; a plain click goes to the flow.
 * The sections' headings are h2 on the summary (under its h1), h3 under the status's h2.
 */
export function SummaryView({
  sections,
  headingLevel = 2,
  idPrefix = 'summary',
}: {
  sections: SummarySection[];
  headingLevel?: 2 | 3;
  idPrefix?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const follow = (event: MouseEvent<HTMLAnchorElement>, onEdit: () => void) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onEdit();
  };
  return (
    <div className="summary-view">
      {sections.map((section) => (
        <section
          key={section.id}
          className="summary-view__section"
          aria-labelledby={`${idPrefix}-${section.id}`}
        >
          <div className="summary-view__head">
            <Heading id={`${idPrefix}-${section.id}`}>{section.title}</Heading>
            {section.edit ? (
              <a
                className="summary-view__edit"
                href={section.edit.href}
                onClick={(event) => follow(event, section.edit!.onEdit)}
              >
                <span className="pi pi-pencil" aria-hidden="true" /> {section.edit.label}
              </a>
            ) : null}
          </div>
          <dl className="summary-view__rows">
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value === '' || row.value === null || row.value === undefined
                    ? '–'
                    : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
