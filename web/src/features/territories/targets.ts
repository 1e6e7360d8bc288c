// What a territory card hands to the dialogs it opens: which territory, and which of its lists.

/** The territory a card's action is about. */
export interface CardTarget {
  id: string;
  territoryNumber: string;
  name: string;
}

/** The list the houses dialog opens on: every house, the contacts, or the return visits. */
export type HousesView = 'houses' | 'contacts' | 'returnVisits';
