// The note categories (docs/product/notes.md), shared by the notes and ideas screens. The values
// are what the API stores and checks; the labels come from the `notes` catalogue, keyed by value.
import { useTranslation } from 'react-i18next';

export const NOTE_CATEGORIES = ['General', 'Return Visit', 'Bible Study', 'Territory', 'HLC', 'PVG', 'Meeting', 'Assembly'] as const;
export const DEFAULT_CATEGORY = 'General';
export const IDEAS_CATEGORY = 'Ministry Conductor Ideas';

type CategoryValue = (typeof NOTE_CATEGORIES)[number] | typeof IDEAS_CATEGORY;

/** A category's label in the reader's language; a value the app does not know is shown as it is. */
export function useCategoryLabel() {
  const { t } = useTranslation('notes');
  return (value: string) => t(`categories.${value as CategoryValue}`, { defaultValue: value });
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
