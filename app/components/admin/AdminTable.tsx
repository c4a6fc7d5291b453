import type { ReactNode } from "react";

/** A column heading: its words, or its words and `numeric` (right-aligned, as the cells below it are). */
export type AdminColumn = ReactNode | { label: ReactNode; numeric: true };

const isNumeric = (column: AdminColumn): column is { label: ReactNode; numeric: true } => typeof column === "object" && column !== null && "numeric" in column;

/**
 * The console's table: the scrolling wrapper, the caption a screen reader announces, the column
 * headings, and the rows the caller gives. A column that is `false` or `null` (one the person may
 * not use) is left out.
 */
export function AdminTable({
  caption,
  columns,
  children,
  footer,
  captionShown = false,
}: {
  caption: ReactNode;
  /** Show the caption to everyone (a table that has no heading above it); otherwise only screen readers hear it. */
  captionShown?: boolean;
  columns: readonly AdminColumn[];
  children: ReactNode;
  /** The rows of a `<tfoot>` (a total), if any. */
  footer?: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="data-table admin-table">
        <caption className={captionShown ? undefined : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column === false || column === null || column === undefined ? null : isNumeric(column) ? (
                <th key={index} scope="col" className="numeric">
                  {column.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
