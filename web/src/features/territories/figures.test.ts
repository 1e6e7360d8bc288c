import { describe, expect, test } from 'vitest';
import { coveragePercent, figureProblems, figureValues, mapHref, memberToday } from './figures.ts';

describe('memberToday', () => {
  test('is the device’s own calendar day, not the UTC one', () => {
    // 23:30 local time on 11 March: still the 11th for the member, whatever UTC says.
    expect(memberToday(new Date(2026, 2, 11, 23, 30))).toBe('2026-03-11');
    expect(memberToday(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });
});

describe('coveragePercent', () => {
  test('contacted over houses as a whole percent, 0 with no houses', () => {
    expect(coveragePercent(0, 0)).toBe(0);
    expect(coveragePercent(3, 0)).toBe(0);
    expect(coveragePercent(1, 3)).toBe(33);
    expect(coveragePercent(2, 3)).toBe(67);
    expect(coveragePercent(5, 5)).toBe(100);
  });
});

describe('mapHref', () => {
  test('carries the territory’s id and name, encoded', () => {
    expect(mapHref('VGVycml0b3J5OjE=', 'Oak & Elm')).toBe('/map?territoryId=VGVycml0b3J5OjE%3D&name=Oak+%26+Elm');
  });
});

describe('figureProblems', () => {
  test('blank figures are 0 and fine', () => {
    expect(figureProblems({ progress: '', houses: '', contactedHouses: '' })).toEqual({});
    expect(figureValues({ progress: '', houses: ' 12 ', contactedHouses: '3' })).toEqual({ progress: 0, houses: 12, contactedHouses: 3 });
  });
  test('progress from 0 to 100, whole numbers of 0 or more, contacted not over houses', () => {
    expect(figureProblems({ progress: '101', houses: '-1', contactedHouses: '2.5' })).toEqual({
      progress: 'progressRange',
      houses: 'housesRange',
      contactedHouses: 'contactedRange',
    });
    expect(figureProblems({ progress: '100', houses: '3', contactedHouses: '4' })).toEqual({ contactedHouses: 'contactedOverHouses' });
  });
});
