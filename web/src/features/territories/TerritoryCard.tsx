// One territory: its status badge (blue, green, red), progress bar, dates ("Not set"), type,
// boundaries ("Not specified"), notes ("No notes"), its image, and its actions: View Map in a new
// tab, houses, contacts, return visits, edit and delete. A territory added with no signal can be
// edited and deleted at once; its houses and map open once it has reached the server.
import { Home, Map as MapIcon, Pencil, Repeat, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TerritoryCard_territory$key } from '../../__generated__/TerritoryCard_territory.graphql';
import { useFormat } from '../../i18n/format.ts';
import { isLocalId } from '../../offline/engine.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import type { CardTarget, HousesView } from './targets.ts';
import { mapHref } from './figures.ts';
import { isTerritoryStatus, useTerritoryLabels } from './labels.ts';
import * as styles from './territories.css.ts';

interface Props {
  territory: TerritoryCard_territory$key;
  onEdit: () => void;
  onDelete: (target: CardTarget) => void;
  onOpenHouses: (target: CardTarget, view: HousesView) => void;
}

export function TerritoryCard({ territory: key, onEdit, onDelete, onOpenHouses }: Props) {
  const territory = useFragment(
    graphql`
      fragment TerritoryCard_territory on Territory @argumentDefinitions(today: { type: "String!" }) {
        id
        territoryNumber
        name
        description
        status(today: $today)
        type
        progress
        houses
        contactedHouses
        assignedDate
        dueDate
        boundaries
        notes
        imageUrl
      }
    `,
    key,
  );
  const labels = useTerritoryLabels();
  const { t } = useTranslation('territories');
  const { calendarDate, number } = useFormat();
  const target = { id: territory.id, territoryNumber: territory.territoryNumber, name: territory.name };
  const day = (value: string | null | undefined) => (value ? calendarDate(value) : t('card.notSet'));
  const titleId = `territory-${territory.id}`;
  const progress = Math.max(0, Math.min(100, territory.progress));
  const onDevice = isLocalId(territory.id);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <div>
          <h3 id={titleId} className={styles.cardTitle} dir="auto">
            {territory.name}
          </h3>
          <p className={styles.muted}>{t('card.number', { number: territory.territoryNumber })}</p>
        </div>
        <span className={isTerritoryStatus(territory.status) ? styles.statusBadge[territory.status] : styles.houseBadge}>{labels.status(territory.status)}</span>
      </div>
      {territory.description && (
        <p className={styles.definition} dir="auto">
          {territory.description}
        </p>
      )}
      {territory.imageUrl && (
        <img className={styles.image} src={territory.imageUrl} alt={t('card.imageAlt', { number: territory.territoryNumber, name: territory.name })} />
      )}
      <div>
        <div className={styles.progressRow}>
          <span id={`${titleId}-progress`}>{t('card.progress')}</span>
          <span>{t('card.progressValue', { progress: number(progress) })}</span>
        </div>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-labelledby={`${titleId}-progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.progressFill} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.muted}>{t('card.housesValue', { contacted: number(territory.contactedHouses), houses: number(territory.houses) })}</p>
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('card.assigned')}</dt>
        <dd className={styles.definition}>{day(territory.assignedDate)}</dd>
        <dt className={styles.term}>{t('card.due')}</dt>
        <dd className={styles.definition}>{day(territory.dueDate)}</dd>
        <dt className={styles.term}>{t('card.type')}</dt>
        <dd className={styles.definition}>{labels.type(territory.type)}</dd>
        <dt className={styles.term}>{t('card.boundaries')}</dt>
        <dd className={styles.definition} dir={territory.boundaries ? 'auto' : undefined}>
          {territory.boundaries || t('card.notSpecified')}
        </dd>
        <dt className={styles.term}>{t('card.notes')}</dt>
        <dd className={styles.definition} dir={territory.notes ? 'auto' : undefined}>
          {territory.notes || t('card.noNotes')}
        </dd>
      </dl>
      {onDevice && <p className={styles.muted}>{t('card.notSent')}</p>}
      <div className={styles.actions}>
        {!onDevice && (
          <ButtonLink
            variant="secondary"
            href={mapHref(territory.id, territory.name)}
            target="_blank"
            rel="noopener"
            aria-label={t('card.viewMapLabel', { number: territory.territoryNumber, name: territory.name })}
          >
            <MapIcon aria-hidden="true" className={styles.icon} />
            {t('card.viewMap')}
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          isDisabled={onDevice}
          aria-label={t('card.housesLabel', { number: territory.territoryNumber })}
          onPress={() => onOpenHouses(target, 'houses')}
        >
          <Home aria-hidden="true" className={styles.icon} />
          {t('card.houses')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={onDevice}
          aria-label={t('card.contactsLabel', { number: territory.territoryNumber })}
          onPress={() => onOpenHouses(target, 'contacts')}
        >
          <Users aria-hidden="true" className={styles.icon} />
          {t('card.contacts')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={onDevice}
          aria-label={t('card.returnVisitsLabel', { number: territory.territoryNumber })}
          onPress={() => onOpenHouses(target, 'returnVisits')}
        >
          <Repeat aria-hidden="true" className={styles.icon} />
          {t('card.returnVisits')}
        </Button>
        <Button variant="ghost" aria-label={t('card.editLabel', { number: territory.territoryNumber })} onPress={onEdit}>
          <Pencil aria-hidden="true" className={styles.icon} />
          {t('card.edit')}
        </Button>
        <Button variant="ghost" aria-label={t('card.deleteLabel', { number: territory.territoryNumber })} onPress={() => onDelete(target)}>
          <Trash2 aria-hidden="true" className={styles.icon} />
          {t('card.delete')}
        </Button>
      </div>
    </article>
  );
}
