import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClassName } from "~/components/core/layout-kit";

/** A console page's action beside its heading ("New meal"): a link drawn as a small button. */
export function PageActionLink({ to, color, children }: { to: string; color?: "white"; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName({ size: "sm", color })}>
      {children}
    </Link>
  );
}
