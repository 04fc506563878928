import { Suspense, type ReactNode, type Ref } from 'react';
import { PriceTotal, type PriceTotalProps } from './price-total';
import { StepBody, type StepBodyProps } from './step-body';
import { StepIndicator } from './step-indicator';

export interface WizardFrameProps {
  /** The current step's title, already translated; the heading takes focus on a new step. */
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
  /** Translated names of the steps shown in the indicator, and the index of the current one. */
  steps: string[];
  current: number;
  /** The steps are not known yet: the indicator keeps its place, empty (StepIndicator). */
  stepsPending?: boolean;
  body: Omit<StepBodyProps, 'children'>;
  /** What the step shows from the draft alone, above its body: drawn while the body loads too. */
  lead?: ReactNode;
  /** The running total beside the step, or null where none is shown. */
  total: PriceTotalProps | null;
  /** The step itself (a lazily loaded chunk: the loading body holds its place meanwhile). */
  children: ReactNode;
}

/** The frame both booking wizards draw around their current step. */
export function WizardFrame({
  title,
  headingRef,
  className,
  steps,
  current,
  stepsPending,
  body,
  lead,
  total,
  children,
}: WizardFrameProps) {
  return (
    <div className={className ? `booking-flow ${className}` : 'booking-flow'}>
      <h1 ref={headingRef} tabIndex={-1} className="booking-flow__heading">
        {title}
      </h1>
      <StepIndicator steps={steps} current={current} pending={stepsPending} />
      <div className={`booking-flow__layout${total ? ' booking-flow__layout--with-total' : ''}`}>
        <div className="booking-flow__main">
          {lead ? <div className="booking-flow__lead">{lead}</div> : null}
          <StepBody {...body}>
            <Suspense fallback={<StepBody phase="loading">{null}</StepBody>}>{children}</Suspense>
          </StepBody>
        </div>
        {total ? <PriceTotal {...total} /> : null}
      </div>
    </div>
  );
}
