// The service-group choices of the user forms: 1 to 8, then another congregation (NONE) and family
// and friends. Labels come from the catalogue.
import type { TFunction } from 'i18next';
import { groupNumberOf } from '../../platform/groups.ts';
import { ServiceGroupNumber } from '../../generated/enums.ts';

const OUTSIDE = ['NONE', 'FAMILY_AND_FRIENDS'] as const satisfies readonly ServiceGroupNumber[];

/** The numbered groups first, then the two that are not groups of this congregation. */
export const GROUP_CHOICES: ServiceGroupNumber[] = [...ServiceGroupNumber.filter((g) => !(OUTSIDE as readonly string[]).includes(g)), ...OUTSIDE];

export function groupLabel(t: TFunction<'admin'>, group: ServiceGroupNumber): string {
  if (group === 'NONE') return t('groups.other');
  if (group === 'FAMILY_AND_FRIENDS') return t('groups.family');
  return t('groups.number', { number: groupNumberOf(group) });
}

export const groupOptions = (t: TFunction<'admin'>) => GROUP_CHOICES.map((group) => ({ id: group, label: groupLabel(t, group) }));
