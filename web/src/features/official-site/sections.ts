// The parts of the organisation's site the page's buttons open in the frame, as paths on the
// configured site (OFFICIAL_SITE_URL). docs/product/official-site.md.
export const SECTIONS = {
  home: '',
  library: '/en/library/',
  bible: '/en/library/bible/',
  publications: '/en/library/books/',
} as const;

export type Section = keyof typeof SECTIONS;

/** The address of a section of the site; home is the configured address itself. */
export function sectionUrl(siteUrl: string, section: Section): string {
  const path = SECTIONS[section];
  return path ? new URL(path, siteUrl).toString() : siteUrl;
}

/** A frame that has not shown the site by then is taken as refused (or the link as too slow to use). */
export const LOAD_TIMEOUT_MS = 8_000;
