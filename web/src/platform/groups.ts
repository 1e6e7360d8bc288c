// The service groups as members read them: "Group 3", "Family and friends", in the current
// language, for every screen that shows or picks a group.
import { useTranslation } from 'react-i18next';
import { ServiceGroupNumber, ServiceGroupNumberValues } from '../generated/enums.ts';

/** The number a service group's label shows: GROUP_3 → 3 (read from the schema's enum). */
export const groupNumberOf = (group: ServiceGroupNumber): number => ServiceGroupNumberValues[group];

/** Whether a Select's key names a service group. */
export const isServiceGroup = (value: unknown): value is ServiceGroupNumber => (ServiceGroupNumber as readonly unknown[]).includes(value);

/** A service group's label in the current language. */
export function useGroupLabel(): (group: ServiceGroupNumber) => string {
  const { t } = useTranslation('shell');
  return (group: ServiceGroupNumber) => {
    if (group === 'NONE') return t('groups.none');
    if (group === 'FAMILY_AND_FRIENDS') return t('groups.familyAndFriends');
    return t('groups.numbered', { number: groupNumberOf(group) });
  };
}

/** The service groups as the options of a Select, keyed by their enum names. */
export function useServiceGroupOptions(): { id: ServiceGroupNumber; label: string }[] {
  const label = useGroupLabel();
  return ServiceGroupNumber.map((group) => ({ id: group, label: label(group) }));
}
