import { expect, test } from 'vitest';
import { fittingCount } from './useFittingCount.ts';

test('as many items as fit beside the More button, in order, gaps included', () => {
  expect(fittingCount([100, 100, 100], 80, 1000, 4)).toBe(3);
  expect(fittingCount([100, 100, 100], 80, 290, 4)).toBe(2);
  expect(fittingCount([100, 100, 100], 80, 288, 4)).toBe(2);
  expect(fittingCount([100, 100, 100], 80, 287, 4)).toBe(1);
  // Order is kept: a short item after a long one that does not fit stays in More.
  expect(fittingCount([100, 300, 20], 80, 300, 0)).toBe(1);
  expect(fittingCount([100], 80, 50, 0)).toBe(0);
});
