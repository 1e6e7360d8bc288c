// How the coverage chart's bars are laid out (CoverageChart.tsx) in the reading direction. Chartist
// draws left to right, so right to left is made with the order of the data and the sides of the
// axes: columns (calls per week) start from the right, the first week on the right and the
// counts' axis beside it; rows (houses by status) keep their order from the top and grow from a
// zero on the right, their labels on the right. Chartist draws a bar only to the right of its zero
// or to the left of it, so a row grows leftwards as a negative length, and its axis writes each
// length without the sign.
import type { BarChartOptions } from 'chartist';

export type Direction = 'ltr' | 'rtl';

export interface BarRows {
  labels: readonly string[];
  values: readonly number[];
  /** Each bar's key (a house status, a week), kept on the drawn bar. */
  keys: readonly string[];
}

export interface BarLayout {
  /** The rows in the order Chartist draws them. */
  labels: string[];
  values: number[];
  keys: string[];
  options: BarChartOptions;
}

/** Room each label of the horizontal axis needs ("Sep 14" at the chart's size), in px. */
const LABEL_PX = 48;

/** Every nth label of `count`, so that the labels shown fit `width` px side by side. */
export function labelStep(count: number, width: number): number {
  const room = Math.max(1, Math.floor(width / LABEL_PX));
  return Math.max(1, Math.ceil(count / room));
}

/**
 * The drawing of `rows` as columns, or as horizontal bars (one row a bar, its label beside it),
 * in `direction`. `width` gives the columns' room when the labels are drawn: every nth is
 * shown, counted from the first week in either direction, so that they never run into each other.
 */
export function barLayout(rows: BarRows, { horizontal, direction, width }: { horizontal: boolean; direction: Direction; width: () => number }): BarLayout {
  const rtl = direction === 'rtl';
  // Horizontal bars are drawn from the bottom up: reversed, the first row is at the top. Columns
  // are drawn from the left: reversed right to left, the first is on the right.
  const reversed = horizontal || rtl;
  const order = <T>(list: readonly T[]) => (reversed ? [...list].reverse() : [...list]);
  const figureIndex = (drawn: number) => (reversed ? rows.labels.length - 1 - drawn : drawn);
  const labels = order(rows.labels);
  const keys = order(rows.keys);
  if (horizontal) {
    return {
      labels,
      keys,
      values: order(rows.values).map((value) => (rtl ? -value : value)),
      options: {
        horizontalBars: true,
        axisX: rtl ? { onlyInteger: true, high: 0, labelInterpolationFnc: (value) => Math.abs(Number(value)) } : { onlyInteger: true, low: 0 },
        axisY: { offset: 96, position: rtl ? 'end' : 'start' },
        chartPadding: rtl ? { top: 0, right: 0, bottom: 0, left: 16 } : { top: 0, right: 16, bottom: 0, left: 0 },
      },
    };
  }
  const shown = (label: string | number, drawn: number) => (figureIndex(drawn) % labelStep(rows.labels.length, width()) === 0 ? label : null);
  return {
    labels,
    keys,
    values: order(rows.values),
    options: {
      axisY: { onlyInteger: true, low: 0, position: rtl ? 'end' : 'start' },
      axisX: { labelInterpolationFnc: shown },
      chartPadding: rtl ? { top: 10, right: 0, bottom: 0, left: 10 } : { top: 10, right: 10, bottom: 0, left: 0 },
    },
  };
}
