// The service-group choices of the user forms: 1 to 8, 0 (another congregation), 9 (family and
// friends). Labels come from the catalogue.
import type { TFunction } from 'i18next';
import { ServiceGroupNumber } from '../../generated/enums.ts';

/** The numbered groups first, then 0 and 9, which are not groups of this congregation. */
export const GROUP_NUMBERS = [...ServiceGroupNumber.filter((n) => n !== 0 && n !== 9), 0, 9];

export function groupLabel(t: TFunction<'admin'>, n: number): string {
  if (n === 0) return t('groups.other');
  if (n === 9) return t('groups.family');
  return t('groups.number', { number: n });
}

export const groupOptions = (t: TFunction<'admin'>) => GROUP_NUMBERS.map((n) => ({ id: String(n), label: groupLabel(t, n) }));
