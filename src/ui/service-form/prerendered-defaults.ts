/*
 * What a field shows before its form's code runs. The form library puts a form's defaults into
 * its fields through their refs, which the prerender never calls: the start page's forms, shown
 * from the prerendered HTML until the user's first intent, had no direction chosen and empty
 * passenger counts. So the prerender writes the defaults into the HTML. In the browser these
 * props are left out: the form library sets the fields, and a value prop there would fight it.
 */

/** The default value of a text, number or select field, in the prerendered HTML only. */
export function prerenderedValue(value: unknown): { defaultValue?: string } {
  if (!import.meta.env.SSR || value === undefined || value === null || value === '') return {};
  return { defaultValue: String(value) };
}

/** Whether a radio button or checkbox is checked by default, in the prerendered HTML only. */
export function prerenderedChecked(checked: boolean): { defaultChecked?: boolean } {
  return import.meta.env.SSR ? { defaultChecked: checked } : {};
}
