import { Dropdown } from 'primereact/dropdown';
import { useEffect, useRef, useState } from 'react';
import { useController, type FieldValues, type RefCallBack } from 'react-hook-form';
import { OVERLAY_TRANSITION } from '../overlay-transition';
import { usePrimeLocale } from '../prime-locale';
import { useHydrated } from '../use-hydrated';
import { controlProps, FieldFrame, useFieldIds, type FieldBaseProps } from './form-field';
import type { ControlBinding } from './use-service-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  inputId: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  invalid?: boolean;
  required?: boolean | undefined;
  /** Ids of the elements that describe the field (hint, error). */
  describedBy?: string | undefined;
  /** Gets the focusable part (react-hook-form's error focus). */
  focusRef?: RefCallBack;
  /** The options are still on their way: the field is shown and says so. */
  loading?: boolean | undefined;
}

/**
 * While the list is open, the focused element (the combobox) names the highlighted option
 * (aria-activedescendant), which PrimeReact 10.9 sets on its outer element only, where screen
 * readers do not look (primefaces/primereact#8004). Its options mark it with data-p-focused.
 */
function useActiveOption(open: boolean, inputId: string, listId: string) {
  useEffect(() => {
    const input = document.getElementById(inputId);
    const list = document.getElementById(listId);
    if (!open || !input || !list) return;
    const sync = () => {
      const active = list.querySelector<HTMLElement>('[data-p-focused="true"]');
      if (active?.id) input.setAttribute('aria-activedescendant', active.id);
      else input.removeAttribute('aria-activedescendant');
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(list, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-p-focused'],
    });
    return () => {
      observer.disconnect();
      input.removeAttribute('aria-activedescendant');
    };
  }, [open, inputId, listId]);
}

/**
 * The id of the field's label (the <label for> of the combobox), for its list to be named the
 * same way: the label is given an id if it has none. Undefined while there is no label.
 */
function useFieldLabelId(inputId: string): string | undefined {
  const [labelId, setLabelId] = useState<string>();
  useEffect(() => {
    const input = document.getElementById(inputId);
    const label = input instanceof HTMLInputElement ? input.labels?.[0] : undefined;
    if (!label) return;
    // An attribute React does not manage on the field's label (form-field.tsx renders it).
    if (!label.id) label.id = `${inputId}-label`;
    setLabelId(label.id);
  }, [inputId]);
  return labelId;
}

/**
 * A choice from a list on PrimeReact's Dropdown, as a select-only combobox (WAI-ARIA): the
 * focusable field is the combobox, named by its label, with the chosen option as its value; the
 * list opens with Arrow Down, Alt+Arrow Down, Enter or Space and answers to typed letters.
 * The pass-throughs give it what PrimeReact 10.9 leaves out (primefaces/primereact#7584).
 */
export function SelectInput({
  inputId,
  value,
  options,
  onChange,
  onBlur,
  name,
  invalid,
  required,
  describedBy,
  focusRef,
  loading,
}: SelectInputProps) {
  usePrimeLocale();
  const [open, setOpen] = useState(false);
  // The combobox role comes with the app (see focusInputRef); until then the prerendered text
  // field must not claim a combobox's states, which a text field does not have.
  const hydrated = useHydrated();
  const listId = `${inputId}-list`;
  useActiveOption(open, inputId, listId);
  const listLabel = useFieldLabelId(inputId);
  // The combobox's value is the chosen option's label. PrimeReact writes it when the user picks
  // one; a value the form sets (a reset, a restored draft) is written here.
  const focusInput = useRef<HTMLInputElement | null>(null);
  const label = options.find((option) => option.value === value)?.label ?? '';
  useEffect(() => {
    if (focusInput.current) focusInput.current.value = label;
  }, [label]);
  return (
    <Dropdown
      inputId={inputId}
      name={name}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(typeof event.value === 'string' ? event.value : '')}
      onBlur={() => onBlur?.()}
      onShow={() => setOpen(true)}
      onHide={() => {
        setOpen(false);
        // PrimeReact moves the focus onto the options; closed with Escape (or a click beside it)
        // the list took the focus away with it. It goes back to the combobox, as for a select.
        const active = document.activeElement;
        if (
          !active ||
          active === document.body ||
          document.getElementById(listId)?.contains(active)
        )
          focusInput.current?.focus();
      }}
      invalid={invalid}
      loading={loading}
      className="sf-control"
      focusInputRef={(element: HTMLInputElement | null) => {
        // A role React does not manage on an element PrimeReact renders without one.
        element?.setAttribute('role', 'combobox');
        focusInput.current = element;
        focusRef?.(element);
      }}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={hydrated && open ? listId : undefined}
      aria-required={required || undefined}
      aria-busy={loading || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      pt={{
        root: { 'aria-activedescendant': undefined },
        // The list is named after the field's label (PrimeReact names every list "Auswahlliste").
        list: listLabel
          ? { id: listId, 'aria-label': undefined, 'aria-labelledby': listLabel }
          : { id: listId },
        // The form's copy of the value and the arrow are no controls of their own.
        select: { 'aria-hidden': true },
        trigger: { 'aria-hidden': true },
        transition: OVERLAY_TRANSITION,
      }}
    />
  );
}

export interface SelectFieldProps<T extends FieldValues, O = T>
  extends FieldBaseProps, ControlBinding<T, O> {
  options: SelectOption[];
  /** Label of the empty first option; omit for no empty option. */
  emptyLabel?: string;
  /** The options are still on their way. */
  loading?: boolean;
}

/** A labelled choice from a list of a react-hook-form form. */
export function SelectField<T extends FieldValues, O = T>(props: SelectFieldProps<T, O>) {
  const { control, name, error, options, emptyLabel } = props;
  const ids = useFieldIds();
  const { field } = useController({ control, name });
  const aria = controlProps(ids, props);
  // The select's own error line has no min/max: those only make sense for typed text.
  return (
    <FieldFrame ids={ids} props={{ ...props, min: undefined, max: undefined }}>
      <SelectInput
        inputId={ids.inputId}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        options={
          emptyLabel !== undefined ? [{ value: '', label: emptyLabel }, ...options] : options
        }
        onChange={field.onChange}
        onBlur={field.onBlur}
        focusRef={field.ref}
        invalid={Boolean(error)}
        required={props.required}
        describedBy={aria['aria-describedby']}
        loading={props.loading}
      />
    </FieldFrame>
  );
}
