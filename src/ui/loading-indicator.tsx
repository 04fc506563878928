import { useTranslation } from 'react-i18next';

interface LoadingIndicatorProps {
  /** What is loading, already translated; defaults to common.status.loading. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A small spinner with a status role, for content that is on its way. */
export function LoadingIndicator({ label, showLabel = false }: LoadingIndicatorProps) {
  const { t } = useTranslation();
  const text = label ?? t('common.status.loading');
  return (
    <div className="loading-indicator" role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className={showLabel ? undefined : 'visually-hidden'}>{text}</span>
    </div>
  );
}
