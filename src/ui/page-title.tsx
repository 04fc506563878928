import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageTitleProps {
  /** The screen's heading; also becomes the document title. */
  title: string;
  /** Optional short line under the heading. */
  lead?: ReactNode;
  /** Extra class on the wrapper, for spacing only. */
  className?: string;
}

/** The one h1 of a screen, which also sets document.title. */
export function PageTitle({ title, lead, className }: PageTitleProps) {
  usePageTitle(title);
  return (
    <div className={['page-title', className].filter(Boolean).join(' ')}>
      <h1>{title}</h1>
      {lead ? <p className="page-title__lead">{lead}</p> : null}
    </div>
  );
}
