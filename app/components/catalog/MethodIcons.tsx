/** Line icons of the three ways to order (decorative: the link text names the method). */
const common = {
  width: 40,
  height: 40,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

/** A chef's hat. */
export const ClassIcon = () => (
  <svg {...common}>
    <path d="M7 14v5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-5" />
    <path d="M7 14a4 4 0 0 1-.6-7.9A5 5 0 0 1 12 3a5 5 0 0 1 5.6 3.1A4 4 0 0 1 17 14z" />
    <path d="M7 17h10" />
  </svg>
);

/** A shopping bag. */
export const PickupIcon = () => (
  <svg {...common}>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

/** A delivery van. */
export const DeliveryIcon = () => (
  <svg {...common}>
    <path d="M2 6h12v10H2z" />
    <path d="M14 10h4l3 3v3h-7z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </svg>
);

/** A parcel, for shipping. */
export const ShippingIcon = () => (
  <svg {...common}>
    <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
    <path d="M3 7.5 12 12l9-4.5M12 12v9" />
  </svg>
);
