// The pushes of a check-in as each reader gets them (docs/product/check-ins.md, "Who is told"): a
// drill says so first, in every language; the time is on the reader's clock; the member's own
// push carries I'm safe and Extend as buttons.
import { expect, test } from 'vitest';
import type { CheckIn } from '../../generated/sqlite/client.ts';
import { checkInMessage } from './notify.ts';

const checkIn = (drill: boolean) =>
  ({ id: 7, fullName: 'Ana Alvarez', dueAt: new Date('2026-12-06T17:30:00Z'), drill, note: 'Elm Street, with the car' }) as unknown as CheckIn;

test('a drill is marked as one in the title of every push, in each of the app’s languages', () => {
  const drills = { english: 'Drill: ', spanish: 'Simulacro: ', portuguese: 'Simulado: ', french: 'Exercice : ', arabic: 'تمرين: ' };
  for (const [language, prefix] of Object.entries(drills)) {
    for (const kind of ['due', 'overdue', 'escalated'] as const) {
      expect(checkInMessage(kind, checkIn(true), language, 'UTC').title.startsWith(prefix), `${language} ${kind}`).toBe(true);
      expect(checkInMessage(kind, checkIn(false), language, 'UTC').title.startsWith(prefix), `${language} ${kind}`).toBe(false);
    }
    expect(checkInMessage('overdue', checkIn(true), language, 'UTC')).toMatchObject({ drill: true, url: '/service-group' });
  }
});

test('the time is the reader’s, the note follows the group’s alarm, and the member’s push has its buttons', () => {
  expect(checkInMessage('overdue', checkIn(false), 'french', 'Europe/Paris').body).toBe(
    'Retour prévu à 18:30. Ouvrez l’application pour voir où et vous en occuper.\nNote: Elm Street, with the car',
  );
  expect(checkInMessage('overdue', checkIn(false), 'portuguese', 'America/Sao_Paulo').title).toBe('Ana Alvarez não confirmou o retorno');
  const due = checkInMessage('due', checkIn(false), 'arabic', 'Asia/Riyadh');
  expect(due.title).toBe('هل أنت بخير؟');
  expect(due.actions?.map((a) => [a.action, a.post])).toEqual([
    ['safe', '/api/check-ins/7/end'],
    ['extend', '/api/check-ins/7/extend'],
  ]);
  // German, which the account may hold from the original app, reads English.
  expect(checkInMessage('due', checkIn(false), 'german', 'UTC').title).toBe('Are you safe?');
});
