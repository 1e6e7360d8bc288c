// A number put into a message is written the way its language writes numbers, as the screens'
// own numbers and dates are (format.ts). The catalogue is the app's own (initI18n), with the
// service group's real messages, so the check covers the options the app starts i18next with.
import { beforeAll, describe, expect, test } from 'vitest';
import { dateTimeFormat, formatNumber, numberFormat } from './format.ts';
import { i18next, initI18n } from './index.ts';
import { LANGUAGES, PSEUDO_RTL } from './languages.ts';

const memberCount = async (language: string, count: number) => {
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces('serviceGroup');
  return i18next.getFixedT(language, 'serviceGroup')('members.count', { count });
};

beforeAll(async () => {
  await initI18n('en');
});

describe('numbers in messages', () => {
  test('a count is written with the language’s own grouping', async () => {
    expect(await memberCount('en', 12345)).toBe('12,345 members');
    // Spanish and Portuguese group with a point, French with a narrow no-break space.
    expect(await memberCount('es', 12345)).toBe(`${new Intl.NumberFormat('es').format(12345)} miembros`);
    expect(await memberCount('es', 12345)).toMatch(/^12\.345 /);
    expect(await memberCount('pt', 12345)).toBe(`${new Intl.NumberFormat('pt').format(12345)} membros`);
    expect(await memberCount('fr', 12345)).toBe(`${new Intl.NumberFormat('fr').format(12345)} membres`);
    expect(await memberCount('fr', 12345)).toMatch(/^12\u202f345 /);
    expect(await memberCount('ar', 12345)).toBe(`${new Intl.NumberFormat('ar').format(12345)} عضوًا`);
    // The pseudo-locale shows English text, and English numbers with it.
    expect(await memberCount(PSEUDO_RTL, 12345)).toBe('12,345 members');
  });

  test('the plural form is still chosen by the number', async () => {
    expect(await memberCount('en', 1)).toBe('1 member');
    expect(await memberCount('es', 1)).toBe('1 miembro');
    // Arabic: 3 takes "few", 12345 "many".
    expect(await memberCount('ar', 3)).toBe(`${formatNumber('ar', 3)} أعضاء`);
    expect(await memberCount('ar', 12345)).toContain('عضوًا');
  });

  test('text put into a message stays as it is', async () => {
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('serviceGroup');
    expect(i18next.getFixedT('en', 'serviceGroup')('members.title', { group: '12345' })).toContain('12345');
  });
});

test('within one language, numbers and dates are written in the same digits', () => {
  for (const { code } of LANGUAGES) {
    expect(numberFormat(code).resolvedOptions().numberingSystem, code).toBe(dateTimeFormat(code).resolvedOptions().numberingSystem);
  }
});
