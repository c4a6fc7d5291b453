/** The few icons the layout needs, inline so they cost no request. Decorative: aria-hidden. */
interface IconProps {
  size?: number;
}

const common = (size: number) => ({
  width: size,
  height: size,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
});

export const CartIcon = ({ size = 24 }: IconProps) => (
  <svg {...common(size)}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 8H6" />
  </svg>
);

export const AccountIcon = ({ size = 24 }: IconProps) => (
  <svg {...common(size)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const MenuIcon = ({ size = 24 }: IconProps) => (
  <svg {...common(size)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const LogoMark = ({ size = 32 }: IconProps) => (
  <svg {...common(size)} strokeWidth={1.6}>
    <path d="M6 13h12v5a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3z" />
    <path d="M4 13h16" />
    <path d="M9 9c0-2 2-2 2-4M13 9c0-2 2-2 2-4" />
  </svg>
);
