import { expect, test } from 'vitest';
import { asksForHelp, awaitsAnswer, rollCallAwaits } from './urgency.ts';

const other = { isMine: false, responses: [] };

test('another member’s In Trouble or Some Damage asks for help; All Clear and the member’s own do not', () => {
  expect(asksForHelp({ ...other, status: 'RED' })).toBe(true);
  expect(asksForHelp({ ...other, status: 'ORANGE' })).toBe(true);
  expect(asksForHelp({ ...other, status: 'GREEN' })).toBe(false);
  expect(asksForHelp({ isMine: true, status: 'RED' })).toBe(false);
});

test('a call waits for the member’s answer until the member has answered it, whoever else did', () => {
  expect(awaitsAnswer({ ...other, status: 'RED', responses: [{ isMine: false }] })).toBe(true);
  expect(awaitsAnswer({ ...other, status: 'RED', responses: [{ isMine: false }, { isMine: true }] })).toBe(false);
});

test('a roll-call waits for the member until they have sent a status since it started; their own never does', () => {
  const heard = (isViewer: boolean, sent: boolean) => ({ member: { isViewer }, alert: sent ? { id: 'a' } : null });
  expect(rollCallAwaits(null)).toBe(false);
  expect(rollCallAwaits({ alert: { isMine: false }, heardFrom: [heard(false, true)] })).toBe(true);
  expect(rollCallAwaits({ alert: { isMine: false }, heardFrom: [heard(true, true)] })).toBe(false);
  expect(rollCallAwaits({ alert: { isMine: true }, heardFrom: [] })).toBe(false);
});
