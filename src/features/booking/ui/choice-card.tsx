import { useId, type ReactNode } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import { FieldError } from '../../../ui/field-error';
import type { RequiredChoice } from './use-required-choice';

export interface ChoiceListProps {
  legend: string;
  /** Up to three cards side by side on a wider screen (tariffs); otherwise one column. */
  columns?: 1 | 3;
  /** A choice the step needs: the group shows its message under the legend. */
  required?: RequiredChoice;
  children: ReactNode;
}

/** A group of choice cards, named by its legend. */
export function ChoiceList({ legend, columns = 1, required, children }: ChoiceListProps) {
  return (
    <fieldset ref={required?.groupRef} className="choice-list" aria-describedby={required?.errorId}>
      <legend>{legend}</legend>
      {required ? <FieldError id={required.errorId} message={required.error} /> : null}
      <div
        className={columns === 3 ? 'choice-list__options choice-list--3' : 'choice-list__options'}
      >
        {children}
      </div>
    </fieldset>
  );
}

export interface ChoiceCardProps {
  /** Radio group name. */
  name: string;
  value: number | string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  price?: ReactNode;
  /** The radio's description (not part of its name), so it is read once, after the name. */
  note?: ReactNode;
  /** A one-line card (a choice without price or note). */
  inline?: boolean;
  /** The group's required choice is missing (its message is the group's description). */
  invalid?: boolean;
}

/** One option of a choice list: PrimeReact's radio button in a card with title, price, note. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  title,
  price,
  note,
  inline = false,
  invalid = false,
}: ChoiceCardProps) {
  const id = useId();
  const described = note ? { 'aria-describedby': `${id}-note` } : {};
  // The name is title and price only: the label wraps the note too, which would repeat it.
  const labelledBy = price ? `${id}-title ${id}-price` : `${id}-title`;
  return (
    <label className={inline ? 'choice-card choice-card--inline' : 'choice-card'} htmlFor={id}>
      <RadioButton
        inputId={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={labelledBy}
        {...described}
        invalid={invalid}
        // On the input itself, as in RadioGroupField: as a prop it would land on the wrapper too.
        pt={{ input: { 'aria-invalid': invalid ? true : undefined } }}
      />
      <span className="choice-card__body">
        <span id={`${id}-title`} className="choice-card__title">
          {title}
        </span>
        {price ? (
          <span id={`${id}-price`} className="choice-card__price">
            {price}
          </span>
        ) : null}
        {note ? (
          <span id={`${id}-note`} className="choice-card__note">
            {note}
          </span>
        ) : null}
      </span>
    </label>
  );
}
