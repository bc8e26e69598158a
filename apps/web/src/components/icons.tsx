/** The handful of 16 px stroke icons the console uses; decorative, so hidden from assistive tech. */
import type { ReactNode } from 'react';

function Icon({ children, size = 16 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = () => (
  <Icon>
    <path d="M10 3.5L5.5 8l4.5 4.5" />
  </Icon>
);
export const ChevronRightIcon = () => (
  <Icon>
    <path d="M6 3.5L10.5 8 6 12.5" />
  </Icon>
);
export const FirstPageIcon = () => (
  <Icon>
    <path d="M11.5 3.5L7 8l4.5 4.5M4.5 3.5v9" />
  </Icon>
);
export const LastPageIcon = () => (
  <Icon>
    <path d="M4.5 3.5L9 8l-4.5 4.5M11.5 3.5v9" />
  </Icon>
);
export const DownloadIcon = () => (
  <Icon>
    <path d="M8 2.5v8M4.5 7.5L8 11l3.5-3.5M2.5 13.5h11" />
  </Icon>
);
export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M13 8H3.5M7.5 4L3.5 8l4 4" />
  </Icon>
);
export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | false }) => (
  <Icon size={12}>
    {direction === 'asc' ? (
      <path d="M4 10l4-4 4 4" />
    ) : direction === 'desc' ? (
      <path d="M4 6l4 4 4-4" />
    ) : (
      <path d="M5 6.5l3-3 3 3M5 9.5l3 3 3-3" />
    )}
  </Icon>
);
export const AlertIcon = () => (
  <Icon>
    <path d="M8 1.8l6.6 11.7H1.4z" />
    <path d="M8 6.5v3M8 11.6v.1" />
  </Icon>
);
