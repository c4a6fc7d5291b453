import { Link } from "@remix-run/react";

/** The first two cells of an order's row in a console table: its number (linked to its page) heading the row, then who placed it. */
export function OrderCells({ id, number, firstName, lastName, email }: { id: string; number: string; firstName: string; lastName: string; email: string }) {
  return (
    <>
      <th scope="row">
        <Link to={`/admin/orders/${id}`}>{number}</Link>
      </th>
      <td>
        {firstName} {lastName}
        <br />
        <span className="muted">{email}</span>
      </td>
    </>
  );
}
