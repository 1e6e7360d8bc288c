import { describe, expect, test } from 'vitest';
import en from '../../i18n/locales/en/serviceGroup.json';
import es from '../../i18n/locales/es/serviceGroup.json';
import { ALERT_STATUSES, formatWhen, isAlertStatus } from './alert-types.ts';

describe('the alert types', () => {
  test('are the three of the product, with their labels and success descriptions in the catalogue', () => {
    expect(ALERT_STATUSES.map((s) => [s, en.types[s].label, en.types[s].sent])).toEqual([
      ['RED', 'In Trouble', 'Emergency Alert Sent - In Trouble'],
      ['ORANGE', 'Okay but Some Damage', 'Status Alert Sent - Okay but Some Damage'],
      ['GREEN', 'Perfectly Fine', 'All Clear Alert Sent - Perfectly Fine'],
    ]);
    expect(ALERT_STATUSES.map((s) => es.types[s].label)).toEqual(['En peligro', 'Bien, pero con daños', 'Perfectamente']);
  });

  test('a status the board does not know is not one', () => {
    expect(isAlertStatus('RED')).toBe(true);
    // The stored string of the REST shim is not a value of the board.
    expect(isAlertStatus('red')).toBe(false);
    expect(isAlertStatus('purple')).toBe(false);
    expect(isAlertStatus(null)).toBe(false);
  });
});

test('times are 24-hour, with the day when it is not today, in the reader’s language', () => {
  const now = new Date(2026, 2, 3, 18, 0);
  expect(formatWhen(new Date(2026, 2, 3, 14, 5).toISOString(), 'en', now)).toBe('14:05');
  expect(formatWhen(new Date(2026, 2, 1, 9, 30).toISOString(), 'en', now)).toMatch(/^Mar 1.*09:30$/);
  expect(formatWhen(new Date(2026, 2, 1, 9, 30).toISOString(), 'es', now)).toMatch(/^1 mar.*9:30$/);
});
