// Every advice rule and both sides of each boundary: 32, 50 and 85 °F, and the first and last
// code of the rain (61–82) and snow (71–86) ranges, where they overlap and where they do not.
import { describe, expect, test } from 'vitest';
import { ministryAdvice } from './advice.ts';

const CLEAR = 0;
const MILD = 70;

describe('temperature', () => {
  test.each([
    [-10, ['FREEZING']],
    [31.9, ['FREEZING']],
    [32, ['COLD']],
    [49.9, ['COLD']],
    [50, ['GREAT']],
    [85, ['GREAT']],
    [85.1, ['HOT']],
    [104, ['HOT']],
  ])('%s °F with a clear sky → %j', (temperature, advice) => {
    expect(ministryAdvice(temperature, CLEAR)).toEqual(advice);
  });
});

describe('weather code', () => {
  test.each([
    [60, ['GREAT']],
    [61, ['RAIN']],
    [70, ['RAIN']],
    [71, ['RAIN', 'SNOW']],
    [82, ['RAIN', 'SNOW']],
    [83, ['SNOW']],
    [86, ['SNOW']],
    [87, ['GREAT']],
    [95, ['GREAT']],
  ])('code %s at a mild temperature → %j', (code, advice) => {
    expect(ministryAdvice(MILD, code)).toEqual(advice);
  });
});

describe('temperature and code together', () => {
  test('freezing snow gets the warm-clothing and the snow advice, in that order', () => {
    expect(ministryAdvice(20, 75)).toEqual(['FREEZING', 'RAIN', 'SNOW']);
  });
  test('a hot rainy day gets the hot and the rain advice', () => {
    expect(ministryAdvice(90, 63)).toEqual(['HOT', 'RAIN']);
  });
  test('great weather is never given with any other advice', () => {
    for (const temperature of [20, 40, 60, 95]) {
      for (let code = 0; code <= 99; code++) {
        const advice = ministryAdvice(temperature, code);
        if (advice.includes('GREAT')) expect(advice).toEqual(['GREAT']);
      }
    }
  });
});
