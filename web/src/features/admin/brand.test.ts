import { expect, test } from 'vitest';
import { brandColours, shellTexts } from './brand.ts';

const app = { primaryColor: '#112233', secondaryColor: '#445566' };

test('a member who kept the defaults, and a visitor, get the app colours', () => {
  expect(brandColours({ primaryColor: '#EA580C', secondaryColor: '#fed7aa' }, app)).toEqual(app);
  expect(brandColours(null, app)).toEqual(app);
});

test('a member’s own colours win', () => {
  const own = { primaryColor: '#000000', secondaryColor: '#fed7aa' };
  expect(brandColours(own, app)).toEqual(own);
});

test('without settings the member’s colours (or the defaults) stay', () => {
  expect(brandColours(null, null)).toEqual({ primaryColor: '#ea580c', secondaryColor: '#fed7aa' });
});

test('the app name: the member’s own, else the admin’s, else the translated default; the footer: the admin’s, else the default', () => {
  const fallback = { appName: 'Mi Compañero', footerText: 'Texto' };
  const settings = { appName: 'Congregation App', footerText: 'Serving together' };
  expect(shellTexts('My App', settings, fallback)).toEqual({ appName: 'My App', footerText: 'Serving together' });
  expect(shellTexts('My Ministry Companion', settings, fallback).appName).toBe('Congregation App');
  expect(shellTexts(null, { appName: 'My Ministry Companion', footerText: 'Your complete toolkit for ministry work' }, fallback)).toEqual(fallback);
});
