import { useId } from 'react';

/**
 * The hero band's decoration: a fine dot grid, concentric rings and a connected "data network" on
 * the right, drawn in translucent white so it reads as texture, not content.
 */
export function HeroPattern() {
  const dotsId = useId();
  const fadeId = useId();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      preserveAspectRatio="xMaxYMid slice"
      viewBox="0 0 1200 360"
      style={{ position: 'absolute', inset: 0 }}
    >
      <defs>
        <pattern id={dotsId} width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#fff" fillOpacity="0.16" />
        </pattern>
        <linearGradient id={fadeId} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <rect width="1200" height="360" fill={`url(#${dotsId})`} />
      <g fill="none" stroke="#fff">
        <circle cx="1030" cy="180" r="90" strokeOpacity="0.16" />
        <circle cx="1030" cy="180" r="150" strokeOpacity="0.12" />
        <circle cx="1030" cy="180" r="215" strokeOpacity="0.08" />
        <circle cx="1030" cy="180" r="285" strokeOpacity="0.05" />
      </g>
      <g stroke={`url(#${fadeId})`} strokeOpacity="0.45" strokeWidth="1.4" fill="none">
        <path d="M700 250 L820 170 L930 215 L1030 180 L1120 95" />
        <path d="M760 90 L870 120 L930 215 L1010 300 L1140 265" />
        <path d="M870 120 L1030 180 L1140 265" />
      </g>
      <g fill="#fff">
        <circle cx="820" cy="170" r="4" fillOpacity="0.55" />
        <circle cx="930" cy="215" r="5" fillOpacity="0.7" />
        <circle cx="1030" cy="180" r="7" fillOpacity="0.9" />
        <circle cx="1120" cy="95" r="4" fillOpacity="0.6" />
        <circle cx="870" cy="120" r="3.5" fillOpacity="0.5" />
        <circle cx="1010" cy="300" r="4" fillOpacity="0.55" />
        <circle cx="1140" cy="265" r="5" fillOpacity="0.65" />
      </g>
    </svg>
  );
}
