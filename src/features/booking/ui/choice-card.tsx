import { useId, type ReactNode } from 'react';
import { RadioButton } from 'primereact/radiobutton';

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
