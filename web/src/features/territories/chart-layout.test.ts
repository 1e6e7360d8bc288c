// The coverage chart's drawing in each direction, as Chartist is given it: the order of the bars
// and the sides of the axes (Chartist itself draws only left to right).
import { describe, expect, test } from 'vitest';
import { directionOf } from '../../i18n/languages.ts';
import { barLayout, labelStep } from './chart-layout.ts';

const weeks = {
  labels: ['Sep 1', 'Sep 8', 'Sep 15', 'Sep 22'],
  values: [4, 0, 2, 7],
  keys: ['2026-09-01', '2026-09-08', '2026-09-15', '2026-09-22'],
};
const statuses = { labels: ['Home', 'Not at home', 'Do not call'], values: [5, 3, 1], keys: ['HOME', 'NOT_AT_HOME', 'DO_NOT_CALL'] };
const wide = () => 1000;

describe('columns (calls per week)', () => {
  test('left to right: the first week on the left, the counts’ axis on the left', () => {
    const layout = barLayout(weeks, { horizontal: false, direction: directionOf('en'), width: wide });
    expect(layout.labels).toEqual(weeks.labels);
    expect(layout.values).toEqual(weeks.values);
    expect(layout.keys).toEqual(weeks.keys);
    expect(layout.options.axisY?.position).toBe('start');
  });

  test('right to left: the first week on the right, the counts’ axis on the right', () => {
    const layout = barLayout(weeks, { horizontal: false, direction: directionOf('ar'), width: wide });
    expect(layout.labels).toEqual(['Sep 22', 'Sep 15', 'Sep 8', 'Sep 1']);
    expect(layout.values).toEqual([7, 2, 0, 4]);
    // A bar keeps its own week's key whichever side it is drawn from.
    expect(layout.keys).toEqual(['2026-09-22', '2026-09-15', '2026-09-08', '2026-09-01']);
    expect(layout.options.axisY?.position).toBe('end');
    expect(layout.options.chartPadding).toMatchObject({ left: 10, right: 0 });
  });

  test('on a narrow chart every other label shows, counted from the first week in both directions', () => {
    const narrow = () => 100;
    const shownIn = (direction: 'ltr' | 'rtl') => {
      const layout = barLayout(weeks, { horizontal: false, direction, width: narrow });
      return layout.labels.filter((label, i) => layout.options.axisX?.labelInterpolationFnc?.(label, i) !== null);
    };
    expect(shownIn('ltr')).toEqual(['Sep 1', 'Sep 15']);
    expect(shownIn('rtl')).toEqual(['Sep 15', 'Sep 1']);
  });
});

describe('rows (houses by status)', () => {
  test('left to right: the first status at the top, its label on the left, bars growing to the right', () => {
    const layout = barLayout(statuses, { horizontal: true, direction: 'ltr', width: wide });
    // Chartist draws rows from the bottom up.
    expect(layout.labels).toEqual(['Do not call', 'Not at home', 'Home']);
    expect(layout.values).toEqual([1, 3, 5]);
    expect(layout.options.axisY?.position).toBe('start');
    expect(layout.options.axisX?.low).toBe(0);
  });

  test('right to left: the same rows, labels on the right, bars growing to the left with unsigned lengths', () => {
    const layout = barLayout(statuses, { horizontal: true, direction: 'rtl', width: wide });
    expect(layout.labels).toEqual(['Do not call', 'Not at home', 'Home']);
    expect(layout.keys).toEqual(['DO_NOT_CALL', 'NOT_AT_HOME', 'HOME']);
    expect(layout.values).toEqual([-1, -3, -5]);
    expect(layout.options.axisY?.position).toBe('end');
    expect(layout.options.axisX?.high).toBe(0);
    expect(layout.options.axisX?.labelInterpolationFnc?.(-4, 0)).toBe(4);
  });
});

test('labelStep shows as many labels as fit side by side', () => {
  expect(labelStep(12, 1000)).toBe(1);
  expect(labelStep(12, 300)).toBe(2);
  expect(labelStep(12, 200)).toBe(3);
  expect(labelStep(12, 0)).toBe(12);
});
