import { useEffect } from 'react';

/**
 * The second click of a double click never follows a link. Between the two clicks of a double
 * click on a form's button the form can give way to its shorter confirmation, which pulls the
 * footer up under the pointer: the second click would leave the confirmation for the imprint.
 * The first click of a double click on a link has followed it already.
 */
export function useDoubleClickLinkGuard() {
  useEffect(() => {
    const ignore = (event: MouseEvent) => {
      if (event.detail > 1 && event.target instanceof Element && event.target.closest('a[href]'))
        event.preventDefault();
    };
    // Capturing on the document: before React Router's links, which leave a prevented click alone.
    document.addEventListener('click', ignore, true);
    return () => document.removeEventListener('click', ignore, true);
  }, []);
}
