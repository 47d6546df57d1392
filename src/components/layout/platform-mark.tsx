/**
 * The platform's emblem: a hexagonal data block with a glowing core, drawn in the primary palette.
 * It is a product mark, deliberately not modelled on any official emblem.
 */
import { useId } from 'react';

export function PlatformMark({ size = 44 }: { size?: number | string }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b94ff" />
          <stop offset="1" stopColor="#0354c4" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
      <path
        d="M24 8.5 37.5 16.25v15.5L24 39.5 10.5 31.75v-15.5Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path
        d="M24 24v15.5M24 24 10.5 16.25M24 24l13.5-7.75"
        stroke="#fff"
        strokeOpacity="0.65"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="24" cy="24" r="4.6" fill="#fff" />
      <circle cx="24" cy="24" r="8" fill="#fff" fillOpacity="0.18" />
    </svg>
  );
}
