/** The trend chart's math (decision 029): nice axis steps, positions, the line's path and bars. */
import { describe, expect, it } from "vitest";
import { chartLayout, niceStep, valueTicks, type ChartBox } from "~/lib/admin/chart";

describe("niceStep", () => {
  it.each([
    [0, 1],
    [-5, 1],
    [0.3, 0.5],
    [1, 1],
    [1.2, 2],
    [2.1, 2.5],
    [3, 5],
    [7, 10],
    [8875, 10000],
    [120, 200],
    [250, 250],
  ])("of %d is %d", (raw, step) => {
    expect(niceStep(raw)).toBeCloseTo(step, 9);
  });
});

describe("valueTicks", () => {
  it("starts at 0 and ends at or above the highest value, in nice steps", () => {
    expect(valueTicks(35_500)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(valueTicks(480)).toEqual([0, 200, 400, 600]);
    expect(valueTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
  });

  it("draws one step when everything is zero", () => {
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});

describe("chartLayout", () => {
  // A 100 × 100 plot: left 10, top 10, so the plot spans x 10–110 and y 10 (top) to 110 (zero).
  const box: ChartBox = { width: 120, height: 130, left: 10, right: 10, top: 10, bottom: 20 };

  it("puts each point in the middle of its slot and maps values onto the axis", () => {
    const layout = chartLayout(
      [
        { label: "a", value: 0 },
        { label: "b", value: 50 },
        { label: "c", value: 100 },
        { label: "d", value: 25 },
      ],
      box,
    );
    expect(layout.baseline).toBe(110);
    expect(layout.ticks).toEqual([
      { value: 0, y: 110 },
      { value: 25, y: 85 },
      { value: 50, y: 60 },
      { value: 75, y: 35 },
      { value: 100, y: 10 },
    ]);
    expect(layout.points.map(({ x, y }) => [x, y])).toEqual([
      [22.5, 110],
      [47.5, 60],
      [72.5, 10],
      [97.5, 85],
    ]);
    expect(layout.path).toBe("M22.5 110 L47.5 60 L72.5 10 L97.5 85");
    expect(layout.bars[1]).toEqual({ x: 38.75, y: 60, width: 17.5, height: 50 });
    expect(layout.bars[0]!.height).toBe(0);
  });

  it("draws nothing without points, and never below the axis for a negative value", () => {
    expect(chartLayout([], box)).toMatchObject({ path: "", bars: [], labelled: [] });
    expect(chartLayout([{ label: "x", value: -40 }], box).points[0]!.y).toBe(110);
  });

  it("labels at most six points, always the last", () => {
    const points = Array.from({ length: 53 }, (_unused, index) => ({ label: `w${index}`, value: index }));
    const { labelled } = chartLayout(points, box);
    expect(labelled.length).toBeLessThanOrEqual(6);
    expect(labelled[0]).toBe(0);
    expect(labelled.at(-1)).toBe(52);
  });
});
