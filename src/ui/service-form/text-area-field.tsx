import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { controlProps, FieldFrame, useFieldIds, type TypedFieldProps } from './form-field';

/** A text area with a character counter, bound to the form by registration. */
export interface TextAreaFieldProps extends TypedFieldProps {
  rows?: number;
  /** Current length, for the character counter. */
  length?: number;
  /** Translated counter text, e.g. "120 of 2000 characters". */
  counterText?: string;
  /** Or the counter's translation key, given `count` (= length) and `max`. */
  counterKey?: string;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { max, length, counterKey } = props;
  const { t } = useTranslation();
  const counterText = counterKey ? t(counterKey, { count: length ?? 0, max }) : props.counterText;
  const ids = useFieldIds();
  const counterId = `${ids.inputId}-counter`;
  const over = max !== undefined && length !== undefined && length > max;
  const control = controlProps(ids, props);
  const counter = counterText ? (
    <p id={counterId} className={over ? 'sf-counter sf-counter-over' : 'sf-counter'}>
      {counterText}
    </p>
  ) : null;
  return (
    <FieldFrame ids={ids} props={props} extra={counter}>
      <InputTextarea
        {...control}
        aria-describedby={[control['aria-describedby'], counter ? counterId : null]
          .filter(Boolean)
          .join(' ')}
        rows={props.rows ?? 6}
        className="sf-control"
        invalid={Boolean(props.error)}
        {...props.registration}
      />
    </FieldFrame>
  );
}
