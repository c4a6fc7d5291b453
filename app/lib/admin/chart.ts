/**
 * The geometry of the console's trend chart (decision 029): a "nice" value axis from zero, the
 * x positions of evenly spaced points, a line's SVG path and bars. Pure numbers, so the server
 * draws the SVG and unit tests check the math.
 */
export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the point labels at the bottom. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 720, height: 260, left: 72, right: 16, top: 16, bottom: 36 };

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw * (1 - 1e-12))!;
  return step * power;
}

/** Ticks from 0 to the top of the axis, `count` steps apart, the top at or above `max`. */
export function valueTicks(max: number, count = 4): number[] {
  const step = niceStep(Math.max(max, 0) / count);
  const steps = Math.max(1, Math.ceil(Math.max(max, 0) / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_unused, index) => Math.round(index * step * 1e6) / 1e6);
}

export interface ChartLayout {
  ticks: Array<{ value: number; y: number }>;
  points: Array<ChartPoint & { x: number; y: number }>;
  /** "M x y L x y …" through the points; empty with no points. */
  path: string;
  /** One bar per point, centred on its x. */
  bars: Array<{ x: number; y: number; width: number; height: number }>;
  /** Indexes of the points whose labels are written under the axis (at most `maxLabels`). */
  labelled: number[];
  baseline: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Where everything goes: values of 0..top map to baseline..box.top; points spread evenly. */
export function chartLayout(values: readonly ChartPoint[], box: ChartBox = CHART_BOX, maxLabels = 6): ChartLayout {
  const max = values.reduce((highest, point) => Math.max(highest, point.value), 0);
  const ticks = valueTicks(max);
  const top = ticks.at(-1)!;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.top + plotHeight;
  const y = (value: number) => round(baseline - (Math.max(0, value) / top) * plotHeight);
  // Each point sits in the middle of its own slot, so bars and line share the x positions.
  const slot = values.length > 0 ? plotWidth / values.length : plotWidth;
  const points = values.map((point, index) => ({ ...point, x: round(box.left + slot * (index + 0.5)), y: y(point.value) }));
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
  const barWidth = round(Math.max(1, slot * 0.7));
  const bars = points.map((point) => ({ x: round(point.x - barWidth / 2), y: point.y, width: barWidth, height: round(baseline - point.y) }));
  const every = Math.max(1, Math.ceil(values.length / maxLabels));
  const labelled = points.map((_point, index) => index).filter((index) => index % every === 0 || index === values.length - 1);
  // The last label wins over a neighbour it would overlap.
  if (labelled.length >= 2 && labelled.at(-1)! - labelled.at(-2)! < every) labelled.splice(-2, 1);
  return { ticks: ticks.map((value) => ({ value, y: y(value) })), points, path, bars, labelled, baseline };
}
