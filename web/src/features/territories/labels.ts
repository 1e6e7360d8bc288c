// The territory enums in the reader's language: GraphQL sends them in capitals (ACTIVE,
// DO_NOT_CALL), the catalogue keys them in lower case.
import { useTranslation } from 'react-i18next';

export const TERRITORY_STATUSES = ['ACTIVE', 'COMPLETED', 'OVERDUE'] as const;
export const TERRITORY_TYPES = ['RESIDENTIAL', 'BUSINESS', 'APARTMENT', 'RURAL'] as const;
export const HOUSE_STATUSES = ['NOT_VISITED', 'HOME', 'NOT_AT_HOME', 'DO_NOT_CALL', 'RETURN_VISIT'] as const;
export type TerritoryStatus = (typeof TERRITORY_STATUSES)[number];
export type TerritoryType = (typeof TERRITORY_TYPES)[number];
export type HouseStatus = (typeof HOUSE_STATUSES)[number];

const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

export function useTerritoryLabels() {
  const { t } = useTranslation('territories');
  return {
    t,
    status: (status: string) => t(`status.${lower(status as TerritoryStatus)}`),
    type: (type: string) => t(`type.${lower(type as TerritoryType)}`),
    houseStatus: (status: string) => t(`houseStatus.${lower(status as HouseStatus)}`),
  };
}

export const isTerritoryStatus = (value: string): value is TerritoryStatus => (TERRITORY_STATUSES as readonly string[]).includes(value);
