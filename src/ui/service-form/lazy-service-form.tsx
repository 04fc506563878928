import { Suspense, type ComponentType } from 'react';
import { lazyForm } from '../lazy-form';
// With the page, not with the form's code at the first intent: the prerendered form's fields and
// buttons are styled from the first paint.
import '../button.css';
import './service-form.css';

/**
 * A service page's form (contact, logistics, registration) whose code loads at the first intent
 * (../lazy-form.tsx): the page's own module imports it through this, never directly. The page
 * imports this file and ./service-page, not the index: the index would bring zod and the form
 * library with the page (its rules and form hooks run when it loads).
 */
export function lazyServiceForm<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Form = lazyForm(load, name);
  return function LazyServiceForm() {
    return (
      // Rendered by the app itself (a navigation), the page holds the form's place meanwhile.
      <Suspense fallback={<div className="sf-form-placeholder" aria-hidden="true" />}>
        <Form />
      </Suspense>
    );
  };
}
