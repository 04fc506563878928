import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';

export interface StepActionsProps {
  /** Without it the step has no back button (the first step of a wizard). */
  onBack?: () => void;
  backDisabled?: boolean;
  /** Without it next submits the step's form, whose validation comes first. */
  onNext?: () => void;
  nextDisabled?: boolean;
  /** Next's text when it is not "Weiter" (a step opened from the summary applies changes). */
  nextLabel?: string;
}

/** Back and next of a wizard step; the flow machine decides (snapshot.can) whether next is allowed. */
export function StepActions({
  onBack,
  backDisabled = false,
  onNext,
  nextDisabled = false,
  nextLabel,
}: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="booking-actions">
      {onBack ? (
        <Button
          type="button"
          label={t('common.actions.back')}
          icon={<FrameIcon name="back" />}
          outlined
          disabled={backDisabled}
          onClick={onBack}
        />
      ) : null}
      <Button
        type={onNext ? 'button' : 'submit'}
        label={nextLabel ?? t('common.actions.next')}
        icon={<FrameIcon name="next" />}
        iconPos="right"
        disabled={nextDisabled}
        onClick={onNext}
      />
    </div>
  );
}
