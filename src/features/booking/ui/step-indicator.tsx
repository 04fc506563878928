import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Steps } from 'primereact/steps';
import type { MenuItem } from 'primereact/menuitem';
import './booking.css';

export interface StepIndicatorProps {
  /** Translated step names, in order. */
  steps: string[];
  /** Index of the current step. */
  current: number;
  /**
   * Which steps there are is not known yet (a company's payment types, which decide whether it
   * has a payment step, are still on their way): the indicator keeps its place but shows and
   * announces nothing, rather than a count that changes a moment later.
   */
  pending?: boolean;
}

type StepState = 'done' | 'current' | 'todo';

/**
 * One step's number (a tick once done) and name. Spans, not PrimeReact's default link: the
 * steps show progress, they are no way to move (the wizard's buttons do that), so a screen
 * reader should not offer them as links.
 */
function StepLabel({ index, name, state }: { index: number; name: string; state: StepState }) {
  const { t } = useTranslation();
  return (
    <span className="p-menuitem-link" aria-current={state === 'current' ? 'step' : undefined}>
      <span className="p-steps-number" aria-hidden="true">
        {state === 'done' ? <span className="pi pi-check" /> : index + 1}
      </span>
      <span className="p-steps-title">{name}</span>
      {state === 'done' ? (
        <span className="visually-hidden"> ({t('booking.steps.done')})</span>
      ) : null}
    </span>
  );
}

/**
 * The wizard's progress on PrimeReact's Steps (read-only), and a polite live region that
 * announces "Step 2 of 5: ..." whenever the step changes.
 */
function StepIndicatorView({ steps, current, pending = false }: StepIndicatorProps) {
  const { t } = useTranslation();
  // The same id in the prerender and the browser (Steps makes one only after mounting).
  const id = useId();
  const model: MenuItem[] = steps.map((name, index) => {
    const state: StepState = index < current ? 'done' : index === current ? 'current' : 'todo';
    return {
      label: name,
      className: `step-indicator__item--${state}`,
      template: () => <StepLabel index={index} name={name} state={state} />,
    };
  });
  return (
    <div
      className={pending ? 'step-indicator step-indicator--pending' : 'step-indicator'}
      aria-hidden={pending || undefined}
    >
      <Steps id={id} model={model} activeIndex={current} aria-label={t('booking.steps.label')} />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {pending
          ? null
          : t('booking.steps.current', {
              number: current + 1,
              total: steps.length,
              step: steps[current] ?? '',
            })}
      </p>
    </div>
  );
}

const sameSteps = (a: StepIndicatorProps, b: StepIndicatorProps) =>
  a.current === b.current &&
  a.pending === b.pending &&
  a.steps.length === b.steps.length &&
  a.steps.every((name, index) => name === b.steps[index]);

/**
 * Drawn again only when a step's name or the current step changes: the wizard renders on every
 * update of its machine (several while a step's lists load), and Steps is one of its larger
 * parts, while the names come as a new list each time.
 */
export const StepIndicator = memo(StepIndicatorView, sameSteps);
