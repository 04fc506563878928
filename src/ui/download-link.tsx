import type { ReactElement } from 'react';

export interface DownloadLinkProps {
  href: string;
  /** The leading icon, drawn inline (ui/line-icon.tsx). */
  icon: ReactElement;
  label: string;
}

/**
 * A file the server makes (e.g. the PDF receipt), offered as a link styled like an outlined
 * button: a link, because it navigates to a resource and works without JavaScript.
 */
export function DownloadLink({ href, icon, label }: DownloadLinkProps) {
  return (
    <a className="p-button p-button-outlined download-link" href={href} download>
      <span className="p-button-icon p-button-icon-left" aria-hidden="true">
        {icon}
      </span>
      <span className="p-button-label">{label}</span>
    </a>
  );
}
