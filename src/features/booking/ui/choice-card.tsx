import { useId, type ReactNode } from 'react';

export interface ChoiceCardProps {
  /** Radio group name. */
  name: string;
  value: number;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  price?: ReactNode;
  /** Also the radio's description, so it is read after the name. */
  note?: ReactNode;
}

/** One option of a choice list: a radio inside a card with title, price and a note. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  title,
  price,
  note,
}: ChoiceCardProps) {
  const noteId = useId();
  const described = note ? { 'aria-describedby': noteId } : {};
  return (
    <label className="choice-card">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        {...described}
      />
      <span className="choice-card__body">
        <span className="choice-card__title">{title}</span>
        {price ? <span className="choice-card__price">{price}</span> : null}
        {note ? (
          <span id={noteId} className="choice-card__note">
            {note}
          </span>
        ) : null}
      </span>
    </label>
  );
}
