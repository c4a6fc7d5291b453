import { useId } from "react";
import { CHART_BOX, chartLayout, type ChartPoint } from "~/lib/admin/chart";

/**
 * A trend drawn on the server as SVG (decision 029): no JavaScript, named by its title and
 * described in words; the report's table under it holds every figure. One component for every
 * report: a line (a running total) or bars (amounts per period).
 */
export function TrendChart({
  title,
  points,
  format,
  kind = "line",
  labelHeading,
  valueHeading,
}: {
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  kind?: "line" | "bars";
  /** The column headings of the chart's figures, e.g. "Week of" and "Hours". */
  labelHeading: string;
  valueHeading: string;
}) {
  const id = useId();
  const layout = chartLayout(points);
  const box = CHART_BOX;
  const values = points.map((point) => point.value);
  const description =
    points.length === 0
      ? "No figures for these dates."
      : `${points.length} ${points.length === 1 ? "point" : "points"} from ${points[0]!.label} to ${points.at(-1)!.label}: ` +
        `lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}, last ${format(values.at(-1)!)}. Its figures follow as a table.`;
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={`report-chart__svg report-chart__svg--${kind}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className="report-chart__grid" aria-hidden="true">
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} />
              <text x={box.left - 8} y={tick.y} dy="0.32em" textAnchor="end">
                {format(tick.value)}
              </text>
            </g>
          ))}
        </g>
        <g className="report-chart__labels" aria-hidden="true">
          {layout.labelled.map((index) => {
            const point = layout.points[index]!;
            // The last label ends at its point, so it never runs past the chart's edge.
            const last = index === layout.points.length - 1 && layout.points.length > 1;
            return (
              <text key={index} x={last ? Math.min(point.x + 8, box.width - 4) : point.x} y={layout.baseline + 22} textAnchor={last ? "end" : "middle"}>
                {point.label}
              </text>
            );
          })}
        </g>
        {kind === "bars" ? (
          <g className="report-chart__bars" aria-hidden="true">
            {layout.bars.map((bar, index) => (
              <rect key={index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            ))}
          </g>
        ) : (
          <g aria-hidden="true">
            <path className="report-chart__line" d={layout.path} />
            {points.length <= 60 &&
              layout.points.map((point, index) => <circle key={index} className="report-chart__dot" cx={point.x} cy={point.y} r={3} />)}
          </g>
        )}
      </svg>
      <figcaption>
        <details className="report-chart__figures">
          <summary>The chart's figures</summary>
          <div className="admin-table-wrap">
            <table className="data-table admin-table">
              <caption className="visually-hidden">{title}: figures</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeading}</th>
                  <th scope="col" className="numeric">
                    {valueHeading}
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.label}>
                    <th scope="row">{point.label}</th>
                    <td className="numeric">{format(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
