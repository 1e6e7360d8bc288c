// The outside study resources of the Scriptures Explained screen: the organisation's public site
// sections, each opened in a new tab. One list, so the addresses are changed in one place.
export interface StudyResource {
  label: string;
  description: string;
  href: string;
}

export const STUDY_RESOURCES: readonly StudyResource[] = [
  {
    label: 'Scripture Explanations',
    description: 'What well-known Bible verses mean, explained in their context.',
    href: 'https://www.jw.org/en/bible-teachings/bible-verses/',
  },
  {
    label: 'Online Bible',
    description: 'Read the whole Bible online, book by book.',
    href: 'https://www.jw.org/en/library/bible/',
  },
  {
    label: 'Study Bible',
    description: 'The study edition with cross-references, footnotes and study notes.',
    href: 'https://wol.jw.org/en/wol/binav/r1/lp-e',
  },
];
