// The outside study resources of the Scriptures Explained screen: the organisation's public site
// sections, each opened in a new tab. One list, so the addresses are changed in one place; the
// names and descriptions are in the catalogue under `explained.resources.<id>`
// (docs/product/scriptures.md).
export interface StudyResource {
  id: 'explanations' | 'onlineBible' | 'studyBible';
  href: string;
}

export const STUDY_RESOURCES: readonly StudyResource[] = [
  { id: 'explanations', href: 'https://www.jw.org/en/bible-teachings/bible-verses/' },
  { id: 'onlineBible', href: 'https://www.jw.org/en/library/bible/' },
  { id: 'studyBible', href: 'https://wol.jw.org/en/wol/binav/r1/lp-e' },
];
