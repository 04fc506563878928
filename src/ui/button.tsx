import {
  isValidElement,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Button as PrimeButton, type ButtonProps as PrimeButtonProps } from 'primereact/button';

/**
 * The app's button: PrimeReact's Button with what every button of the app shares. Only what the
 * app uses: a label (also the accessible name), a primeicons icon or an inline one, a busy state.
 */
export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  label: string;
  /** primeicons classes, e.g. "pi pi-check", or an icon drawn inline (ui/line-icon.tsx). */
  icon?: string | ReactElement | undefined;
  iconPos?: 'left' | 'right';
  /**
   * Busy: a spinner instead of the icon, aria-disabled and aria-busy until the action is over.
   * It outranks `disabled`: a busy button is never `disabled`, so it keeps the focus.
   */
  loading?: boolean | undefined;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help' | 'contrast';
  outlined?: boolean | undefined;
  text?: boolean | undefined;
  link?: boolean | undefined;
  size?: 'small' | 'large';
}

// Icons say nothing a screen reader should read: the label names the button.
const PASS_THROUGH: PrimeButtonProps['pt'] = {
  icon: { 'aria-hidden': true },
  loadingIcon: { 'aria-hidden': true },
};

/**
 * A busy button keeps the focus, so a keyboard or screen reader user stays where they pressed it:
 * the `disabled` PrimeReact gives a loading button would move the focus to the page's body. It is
 * aria-disabled instead, and a press while busy does nothing (nor submits its form).
 */
const BUSY_PASS_THROUGH: PrimeButtonProps['pt'] = {
  ...PASS_THROUGH,
  root: { disabled: false, 'aria-disabled': true },
};

function ignorePress(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

const NOT_TYPED_IN = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range']);

/**
 * A press on a submit button leaves the focus in the field being typed in until the click: the
 * field's blur shows its message, which, between the press and the release, moved the button
 * from under the pointer, and the click was lost. The click then takes the focus to the button,
 * as the press would have (see takeFocusOnClick).
 */
function keepFocusInField(event: MouseEvent<HTMLButtonElement>) {
  const field = document.activeElement;
  const typedIn =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && !NOT_TYPED_IN.has(field.type));
  if (typedIn && event.currentTarget.form?.contains(field)) event.preventDefault();
}

/** A click by pointer (detail > 0; Enter in a field clicks with 0) focuses the button first. */
function takeFocusOnClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 0 && document.activeElement !== event.currentTarget)
    event.currentTarget.focus();
}

/** An inline icon goes into the span PrimeReact gives a primeicons class, for the same spacing. */
function iconOf(icon: ButtonProps['icon']): PrimeButtonProps['icon'] {
  if (!isValidElement(icon)) return icon;
  return ({ iconProps }) => (
    <span className={iconProps.className} aria-hidden="true">
      {icon}
    </span>
  );
}

export function Button({ ref, icon, loading = false, type = 'button', ...rest }: ButtonProps) {
  return (
    <PrimeButton
      {...rest}
      onClick={
        loading
          ? ignorePress
          : type === 'submit'
            ? (event) => {
                takeFocusOnClick(event);
                rest.onClick?.(event);
              }
            : rest.onClick
      }
      onMouseDown={
        type === 'submit'
          ? (event) => {
              keepFocusInField(event);
              rest.onMouseDown?.(event);
            }
          : rest.onMouseDown
      }
      // PrimeReact's types call the ref its component; at run time it is the <button> itself.
      ref={ref as Ref<PrimeButton> | undefined}
      type={type}
      icon={iconOf(icon)}
      loading={loading}
      aria-busy={loading || undefined}
      pt={loading ? BUSY_PASS_THROUGH : PASS_THROUGH}
    />
  );
}
