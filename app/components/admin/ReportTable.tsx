import type { ReportTable as Table } from "~/lib/admin/report-tables";

/** A report's table exactly as its CSV writes it (decision 029); the first column heads each row. */
export function ReportTable({ caption, table, empty }: { caption: string; table: Table; empty: string }) {
  if (table.rows.length === 0) return <p className="muted">{empty}</p>;
  const numeric = new Set(table.numeric);
  const nowrap = new Set(table.nowrap ?? []);
  const cellClass = (index: number) => [numeric.has(index) ? "numeric" : "", nowrap.has(index) ? "report-table__nowrap" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-table-wrap">
      <table className="data-table admin-table report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={numeric.has(index) ? "numeric" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={cellClass(index)}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={cellClass(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
