import type { LogoGroup } from '../../../domain/company-rules';

/*
 * Self-made, neutral group marks (DESIGN.md section 8): plain geometric shapes, deliberately
 * unlike any real company's trademark.
 */

interface LogoProps {
  /** Accessible name, already translated. */
  label: string;
}

/** Vehicle manufacturer group: a wheel-like ring with four spokes. */
function VehicleGroupLogo({ label }: LogoProps) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={label} className="company-logo__svg">
      <circle cx="24" cy="24" r="19" fill="none" stroke="#0b3d5c" strokeWidth="5" />
      <circle cx="24" cy="24" r="5" fill="#0b3d5c" />
      <path d="M24 9v30M9 24h30" stroke="#0b3d5c" strokeWidth="3" />
    </svg>
  );
}

/** Tyre group: a tread pattern of slanted bars inside a rounded badge. */
function TyreGroupLogo({ label }: LogoProps) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={label} className="company-logo__svg">
      <rect x="2" y="4" width="44" height="40" rx="10" fill="#7a4b00" />
      <path
        d="M12 38 20 10M21 38l8-28M30 38l8-28"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Engine maker: a fan of six blades. */
function EngineGroupLogo({ label }: LogoProps) {
  const blades = [0, 60, 120, 180, 240, 300];
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label={label} className="company-logo__svg">
      <g transform="translate(24 24)">
        <circle r="21" fill="#1f4d2b" />
        {blades.map((angle) => (
          <path
            key={angle}
            d="M0 0 C4 -6 4 -14 0 -18 C-2 -12 -3 -6 0 0Z"
            fill="#ffffff"
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="3.5" fill="#1f4d2b" stroke="#ffffff" strokeWidth="1.5" />
      </g>
    </svg>
  );
}

export function GroupLogo({ group, label }: { group: LogoGroup; label: string }) {
  switch (group) {
    case 'vw':
      return <VehicleGroupLogo label={label} />;
    case 'conti':
      return <TyreGroupLogo label={label} />;
    case 'mtu':
      return <EngineGroupLogo label={label} />;
  }
}
