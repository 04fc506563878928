import { Button } from '../../ui/button';
import { useTranslation } from 'react-i18next';

/** Previous/next paging with "page x of y" (keyboard and screen-reader friendly). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="company-pager" aria-label={label}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        label={t('company.pager.previous')}
        text
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <span aria-current="page">{t('company.pager.position', { page, pages })}</span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        iconPos="right"
        label={t('company.pager.next')}
        text
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
