// The pages whose heading is fixed text: the server writes it into the frame of the page it sends,
// in the member's language, so a phone shows it before the script has run
// (docs/product/architecture.md, "The frame before the script"). Each entry names the keys the page
// itself renders its <h1> and the line under it with; the build turns them into text
// (web/vite-frame.ts, `page-headings.json`), and an end-to-end test checks every page renders the
// same words. Plain data, read by the build and by nothing on the first screen.

/** A message: its namespace of the catalogue and its key there (dots for nesting). */
export interface HeadingMessage {
  namespace: string;
  key: string;
}

export interface PageHeading {
  title: HeadingMessage;
  subtitle: HeadingMessage;
}

const heading = (namespace: string, title: string, subtitle: string): PageHeading => ({
  title: { namespace, key: title },
  subtitle: { namespace, key: subtitle },
});

export const PAGE_HEADINGS: Record<string, PageHeading> = {
  '/notes': heading('notes', 'page.title', 'page.subtitle'),
  '/ministry-conductor': heading('ideas', 'page.title', 'page.subtitle'),
  '/scriptures': heading('scriptures', 'page.title', 'page.subtitle'),
  '/scriptures-simple': heading('scriptures', 'page.title', 'page.subtitle'),
  '/scriptures-explained': heading('scriptures', 'explained.title', 'explained.subtitle'),
  '/videos': heading('videos', 'page.title', 'page.subtitle'),
  '/favorites': heading('music', 'page.title', 'page.subtitle'),
  '/calendar': heading('calendar', 'page.title', 'page.subtitle'),
  '/report': heading('report', 'page.title', 'page.subtitle'),
  '/convention-notes': heading('conventionNotes', 'page.title', 'page.subtitle'),
  '/ai-assistant': heading('assistant', 'page.title', 'page.subtitle'),
  '/hlc': heading('contacts', 'kind.HLC.title', 'kind.HLC.subtitle'),
  '/pvg': heading('contacts', 'kind.PVG.title', 'kind.PVG.subtitle'),
  '/map': heading('gps', 'pages.simple.title', 'pages.simple.subtitle'),
  '/openstreetmap': heading('gps', 'pages.street.title', 'pages.street.subtitle'),
  '/gps-enhanced': heading('gps', 'pages.enhanced.title', 'pages.enhanced.subtitle'),
  '/return-visits': heading('returnVisits', 'title', 'intro'),
};

/** The page's description (its <meta name="description">), the same on every page. */
export const FRAME_DESCRIPTION: HeadingMessage = { namespace: 'shell', key: 'header.description' };

/** Path → language → the heading's two lines of text. */
export type PageHeadingTexts = Record<string, Record<string, { title: string; subtitle: string }>>;

/**
 * What the build writes for the server (`page-headings.json`): the fixed headings, and the page's
 * description in every language of the catalogue.
 */
export interface FrameTexts {
  headings: PageHeadingTexts;
  descriptions: Record<string, string>;
}
