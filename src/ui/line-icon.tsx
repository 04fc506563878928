/*
 * An icon drawn inline instead of with the icon font (primeicons): a page whose first screen
 * uses only such icons never asks for the font, a request of 6.5 KB at the highest priority on a
 * slow phone. The shapes live in two modules by where they are needed: the frame's in
 * ./frame-icon.tsx (part of every page's first code), the screens' in ./screen-icon.tsx (loaded
 * with the screens that show them).
 */

/** A line icon of 1em in the text's colour, hidden from assistive technology: `path` on a 24 grid. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg
      className="line-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
