import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminPage } from "~/components/admin/AdminLayout";
import { FilterForm } from "~/components/admin/FilterForm";
import { FormError } from "~/components/core/FormError";
import { PrintButton } from "~/components/admin/PrintButton";

/**
 * The frame of every report (decision 029): its dates as a GET form, "Download CSV" of the same
 * dates (and Print where the report is a sheet), and the report itself — or, for dates the api
 * refused, the sentence saying so under the form's field messages.
 */
export function ReportPage({
  title,
  path,
  dates,
  ready,
  printable = false,
  filters,
  children,
}: {
  title: string;
  /** The report's page; its CSV is `<path>.csv` with the same query. */
  path: string;
  dates: Record<string, string | null | undefined>;
  /** False when the dates were refused: no report, no CSV. */
  ready: boolean;
  printable?: boolean;
  /** The date fields. */
  filters: ReactNode;
  children: ReactNode;
}) {
  const search = new URLSearchParams(Object.entries(dates).filter((entry): entry is [string, string] => typeof entry[1] === "string")).toString();
  return (
    <AdminPage
      title={title}
      crumbs={[{ label: "Reports", to: "/admin/reports" }]}
      actions={
        ready ? (
          <>
            {printable && <PrintButton />}
            <Link to={`${path}.csv?${search}`} reloadDocument download>
              Download CSV
            </Link>
          </>
        ) : null
      }
    >
      <FilterForm label="Report dates" clearTo={path}>
        {filters}
      </FilterForm>
      {ready ? children : <FormError messages={["These dates cannot be reported: correct them above."]} />}
    </AdminPage>
  );
}
