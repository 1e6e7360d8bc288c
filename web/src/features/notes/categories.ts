// The note categories (docs/product/notes.md), shared by the notes and ideas screens. The values
// are the GraphQL enum's (web/src/generated/enums.ts, in the order the server lists them: General
// first); the labels come from the `notes` catalogue, keyed by value.
import { useTranslation } from 'react-i18next';
import { NoteCategory } from '../../generated/enums.ts';

export const DEFAULT_CATEGORY: NoteCategory = 'GENERAL';
/** Ministry ideas are notes in this category, on their own screen. */
export const IDEAS_CATEGORY: NoteCategory = 'MINISTRY_CONDUCTOR_IDEAS';
/** What the Personal Notes picker offers: every category but the ideas. */
export const NOTE_CATEGORIES = NoteCategory.filter((category) => category !== IDEAS_CATEGORY);

export const isNoteCategory = (value: string): value is NoteCategory => (NoteCategory as readonly string[]).includes(value);

/** A category's label in the reader's language; a value the app does not know is shown as it is. */
export function useCategoryLabel() {
  const { t } = useTranslation('notes');
  return (value: string) => (isNoteCategory(value) ? t(`categories.${value}`) : value);
}

/** The category picker's options, labelled in the reader's language. */
export function useCategoryOptions() {
  const label = useCategoryLabel();
  return NOTE_CATEGORIES.map((id) => ({ id, label: label(id) }));
}

/** The row id inside a Relay global id ("Note:42" in base64): drafts are keyed by it, like the REST paths. */
export function rowIdOf(globalId: string): string {
  try {
    return atob(globalId).split(':')[1] ?? globalId;
  } catch {
    return globalId;
  }
}
