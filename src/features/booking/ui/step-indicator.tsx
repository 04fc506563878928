import { useTranslation } from 'react-i18next';
import { FrameIcon } from '../../../ui/frame-icon';
import './booking.css';

export interface StepIndicatorProps {
  /** Translated step names, in order. */
  steps: string[];
  /** Index of the current step. */
  current: number;
}

/**
 * The wizard's progress: an ordered list with aria-current="step" on the current step, and a
 * polite live region that announces "Step 2 of 5: ..." whenever the step changes.
 */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation();
  const label = steps[current] ?? '';
  return (
    <nav className="step-indicator" aria-label={t('booking.steps.label')}>
      <ol className="step-indicator__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`step-indicator__item step-indicator__item--${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="step-indicator__number" aria-hidden="true">
                {state === 'done' ? <FrameIcon name="check" /> : index + 1}
              </span>
              <span className="step-indicator__label">{step}</span>
              {state === 'done' ? (
                <span className="visually-hidden"> ({t('booking.steps.done')})</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {t('booking.steps.current', { number: current + 1, total: steps.length, step: label })}
      </p>
    </nav>
  );
}
