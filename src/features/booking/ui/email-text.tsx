import { Fragment } from 'react';

/**
 * An e-mail address that wraps at sensible points on a narrow screen: after the "@" and before
 * a dot (besides the hyphens the browser already breaks at), never in the middle of a name.
 * Copying it still gives the address unchanged (<wbr> adds no character).
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className="email-text">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
