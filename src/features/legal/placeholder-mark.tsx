import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlaceholder, type Operator } from '../../domain/operator';

/** Wraps a value of the operator configuration and marks it visibly when it is a placeholder. */
export function OperatorValue({ field, children }: { field: keyof Operator; children: ReactNode }) {
  const { t } = useTranslation();
  if (!isPlaceholder(field)) return <>{children}</>;
  return (
    <span className="legal-placeholder">
      {children} <span className="legal-placeholder-badge">{t('legal.placeholder')}</span>
    </span>
  );
}
