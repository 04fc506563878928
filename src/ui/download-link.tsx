import { ScreenIcon } from './screen-icon';

export interface DownloadLinkProps {
  href: string;
  label: string;
}

/**
 * A document the server makes (the PDF receipt), offered as a link styled like an outlined
 * button: a link, because it navigates to a resource and works without JavaScript.
 */
export function DownloadLink({ href, label }: DownloadLinkProps) {
  return (
    <a className="p-button p-button-outlined download-link" href={href} download>
      <span className="p-button-icon p-button-icon-left" aria-hidden="true">
        <ScreenIcon name="document" />
      </span>
      <span className="p-button-label">{label}</span>
    </a>
  );
}
