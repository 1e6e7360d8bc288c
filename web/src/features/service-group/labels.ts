// Display helpers of the service-group screens that need the catalogue: times, group names and
// member roles in the reader's language (docs/product/service-group.md).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { groupNumberOf } from '../../platform/groups.ts';
import type { ServiceGroupNumber } from '../../generated/enums.ts';
import { useFormat } from '../../i18n/format.ts';
import { formatWhen } from './alert-types.ts';

/** formatWhen in the current language. */
export function useWhen(): (iso: string) => string {
  const { locale } = useFormat();
  return useCallback((iso: string) => formatWhen(iso, locale), [locale]);
}

type GroupKey = 'groups.none' | 'groups.family' | 'groups.numbered';
const groupKey = (group: ServiceGroupNumber): GroupKey =>
  group === 'NONE' ? 'groups.none' : group === 'FAMILY_AND_FRIENDS' ? 'groups.family' : 'groups.numbered';

/** The default name of a group in a language's serviceGroup namespace: "Service Group 4". */
export const defaultGroupName = (t: (key: GroupKey, values: { number: number }) => string, group: ServiceGroupNumber) =>
  t(groupKey(group), { number: groupNumberOf(group) });

/**
 * A group's name: the server sends a name its coordinator chose, or the default English one
 * ("Service Group 4"), which is shown in the reader's language instead.
 */
export function useGroupName(): (label: string, group: ServiceGroupNumber) => string {
  const { t } = useTranslation('serviceGroup');
  // The English names to recognise the default by, loaded (and waited for) like the reader's own:
  // read before they arrived, "Service Group 4" would stay in English on a Spanish page.
  const { t: english } = useTranslation('serviceGroup', { lng: 'en' });
  return useCallback(
    (label: string, group: ServiceGroupNumber) => (label === defaultGroupName(english, group) ? defaultGroupName(t, group) : label),
    [t, english],
  );
}

const ROLE_KEYS = { Elder: 'roles.elder', Conductor: 'roles.conductor', Member: 'roles.member' } as const;

/** A member's role: the built-in ones translated, a role a coordinator gave shown as written. */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation('serviceGroup');
  return useCallback((role: string) => (role in ROLE_KEYS ? t(ROLE_KEYS[role as keyof typeof ROLE_KEYS]) : role), [t]);
}
