/**
 * Self-made decorative artwork: a shuttle van on the road to an airport with a plane taking
 * off. Pure SVG (no images, no third-party marks), hidden from assistive technology.
 */
export function HeroArt() {
  return (
    <svg className="start-hero-art" viewBox="0 0 480 260" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="start-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#dbeaf5" />
          <stop offset="1" stopColor="#f6f9fc" />
        </linearGradient>
      </defs>
      <rect width="480" height="260" rx="18" fill="url(#start-sky)" />
      <circle cx="398" cy="62" r="30" fill="#f2b705" opacity="0.85" />
      {/* Control tower and terminal */}
      <g fill="#9db6c9">
        <rect x="300" y="120" width="14" height="70" />
        <path d="M290 104h34l-6 18h-22z" />
        <rect x="326" y="150" width="120" height="40" rx="4" />
      </g>
      <g fill="#ffffff" opacity="0.8">
        <rect x="336" y="160" width="14" height="10" />
        <rect x="358" y="160" width="14" height="10" />
        <rect x="380" y="160" width="14" height="10" />
        <rect x="402" y="160" width="14" height="10" />
        <rect x="424" y="160" width="14" height="10" />
      </g>
      {/* Plane climbing out */}
      <g transform="translate(150 70) rotate(-14)" fill="#0b3d5c">
        <path d="M0 14c0-4 4-7 9-7h92c9 0 18 4 22 7-4 3-13 7-22 7H9c-5 0-9-3-9-7z" />
        <path d="M44 12 70-18h12L66 12z" />
        <path d="M46 16 72 44h12L68 16z" />
        <path d="M6 12 0-4h8l12 16z" />
      </g>
      <path
        d="M40 96c40-6 70-14 98-24"
        stroke="#0b3d5c"
        strokeWidth="2"
        strokeDasharray="4 6"
        fill="none"
        opacity="0.5"
      />
      {/* Road */}
      <rect x="0" y="190" width="480" height="70" fill="#5b6b78" />
      <path d="M0 226h480" stroke="#f6f9fc" strokeWidth="4" strokeDasharray="26 18" />
      {/* Shuttle van */}
      <g transform="translate(70 150)">
        <path
          d="M8 20c0-8 6-14 14-14h104c8 0 14 4 18 10l20 26c3 4 4 8 4 12v10c0 5-4 9-9 9H17c-5 0-9-4-9-9z"
          fill="#f2b705"
        />
        <path d="M128 14h8c4 0 7 2 9 5l16 22h-33z" fill="#cfe3f2" />
        <rect x="24" y="16" width="28" height="22" rx="3" fill="#cfe3f2" />
        <rect x="58" y="16" width="28" height="22" rx="3" fill="#cfe3f2" />
        <rect x="92" y="16" width="28" height="22" rx="3" fill="#cfe3f2" />
        <rect x="8" y="50" width="160" height="6" fill="#0b3d5c" />
        <circle cx="42" cy="75" r="13" fill="#1f2328" />
        <circle cx="42" cy="75" r="5" fill="#d0d7de" />
        <circle cx="138" cy="75" r="13" fill="#1f2328" />
        <circle cx="138" cy="75" r="5" fill="#d0d7de" />
        <rect x="160" y="56" width="8" height="6" rx="2" fill="#fff6cc" />
      </g>
    </svg>
  );
}
