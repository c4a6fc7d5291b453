import type { ReactNode } from "react";

/**
 * A month as a table, a week a row from Sunday: the shop's class calendar (decision 038) and a
 * console calendar (decision 027). The caller names the table and draws each weekday's heading
 * and each day's cell (its `<td>`, keyed).
 */
export function MonthTable<Day>({
  weeks,
  weekdays,
  day,
  caption,
  ...table
}: {
  weeks: ReadonlyArray<readonly Day[]>;
  weekdays: readonly ReactNode[];
  day: (day: Day) => ReactNode;
  /** The table's `<caption>`, when no heading names it. */
  caption?: ReactNode;
  className: string;
  "aria-labelledby"?: string;
}) {
  return (
    <table {...table}>
      {caption}
      <thead>
        <tr>
          {weekdays.map((weekday, index) => (
            <th scope="col" key={index}>
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>{week.map(day)}</tr>
        ))}
      </tbody>
    </table>
  );
}
