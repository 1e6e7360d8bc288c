// Fills the theme contract's brand colours from the user's design (or the app defaults), so
// the header and the active link take a new colour the moment it is saved.
import { setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './theme.css.ts';

export const DEFAULT_BRAND = { primaryColor: '#ea580c', secondaryColor: '#fed7aa', backgroundImageUrl: null };

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05) / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1c1917';
}

/** A background image address as a CSS value ("none" when there is none). */
export function backgroundImageValue(url: string | null | undefined): string {
  return url ? `url(${JSON.stringify(url)})` : 'none';
}

/**
 * Where the colours last shown on this device are kept: index.html's first script sets them before
 * the first paint, so the page's frame (web/src/app/Frame.tsx) is already in the member's or the
 * admin's colours. Custom property names to #rrggbb values, and the browser bar's colour; the
 * script takes nothing else. index.html reads the same key by name (its script imports nothing).
 */
const SAVED_BRAND_KEY = 'brand';

/** `--name` of a theme variable (`var(--name)`). */
const propertyOf = (variable: string) => variable.replace(/^var\((--[\w-]+)\)$/, '$1');

export function applyBrand(brand: { primaryColor: string; secondaryColor: string; backgroundImageUrl?: string | null }) {
  const colours = {
    [vars.brand.primary]: brand.primaryColor,
    [vars.brand.secondary]: brand.secondaryColor,
    [vars.brand.onPrimary]: readableOn(brand.primaryColor),
  };
  setElementVars(document.documentElement, { ...colours, [vars.brand.backgroundImage]: backgroundImageValue(brand.backgroundImageUrl) });
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.primaryColor);
  try {
    const properties = Object.fromEntries(Object.entries(colours).map(([variable, value]) => [propertyOf(variable), value]));
    localStorage.setItem(SAVED_BRAND_KEY, JSON.stringify({ properties, themeColor: brand.primaryColor }));
  } catch {
    // Storage full or refused: the next start paints the frame in the default colours.
  }
}
