/** The brand mark (self-made artwork, same as public/favicon.svg); decorative next to the name. */
export function BrandLogo() {
  return (
    <svg
      className="brand__logo"
      viewBox="0 0 48 48"
      width="44"
      height="44"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="11" fill="#0b3d5c" />
      <path
        d="M6 38c9-1 16-5 22-11"
        fill="none"
        stroke="#f2b705"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        fill="#fff"
        d="M37.6 8.2c1.3-1.3 3.3-1.4 3.9-.7.6.6.5 2.6-.8 3.9l-4.6 4.6 2.6 12.4-2.6 2.6-5.3-9.6-5.3 5.3.7 4.5-1.9 1.9-3-5.6-5.6-3 1.9-1.9 4.5.7 5.3-5.3-9.6-5.3 2.6-2.6 12.4 2.6z"
      />
    </svg>
  );
}
