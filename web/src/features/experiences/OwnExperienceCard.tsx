// One of the member's own experiences: private or shared, when, the image, with whom it is
// shared and its likes, and the edit, share and delete buttons (docs/product/experiences.md).
import { Heart, Lock, Pencil, Share2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OwnExperienceCard_experience$data, OwnExperienceCard_experience$key } from '../../__generated__/OwnExperienceCard_experience.graphql';
import { isLocalId } from '../../offline/engine.ts';
import { DeleteButton } from '../../ui/DeleteButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { useTimeAgo } from './useTimeAgo.ts';
import * as styles from './experiences.css.ts';
import { useGroupLabel } from '../../platform/groups.ts';

export type OwnExperience = OwnExperienceCard_experience$data;

interface Props {
  experience: OwnExperienceCard_experience$key;
  onEdit: (experience: OwnExperience) => void;
  onShare: (experience: OwnExperience) => void;
  onDelete: (experience: OwnExperience) => void;
}

export function OwnExperienceCard({ experience: key, onEdit, onShare, onDelete }: Props) {
  const experience = useFragment(
    graphql`
      fragment OwnExperienceCard_experience on MinistryExperience {
        id
        userName
        title
        content
        isShared
        sharedWithEveryone
        groupNumber
        createdAt
        likes
        imageUrl
        imageOriginalName
      }
    `,
    key,
  );
  const { t } = useTranslation(['experiences', 'common']);
  const groupLabel = useGroupLabel();
  const timeAgo = useTimeAgo();
  const { title } = experience;
  return (
    <article className={styles.card} aria-labelledby={`own-${experience.id}`}>
      <div className={styles.cardHeader}>
        <bdi className={styles.author}>{experience.userName}</bdi>
        <span className={experience.isShared ? styles.badge.shared : styles.badge.private}>
          {experience.isShared ? <Users aria-hidden="true" className={styles.icon} /> : <Lock aria-hidden="true" className={styles.icon} />}
          {experience.isShared ? t('card.shared') : t('card.private')}
        </span>
        <time className={styles.muted} dateTime={experience.createdAt}>
          {timeAgo(experience.createdAt)}
        </time>
      </div>
      <h3 id={`own-${experience.id}`} className={styles.cardTitle} dir="auto">
        {title}
      </h3>
      <p className={styles.content} dir="auto">{experience.content}</p>
      {experience.imageUrl && <img className={styles.image} src={experience.imageUrl} alt={t('card.photo', { title })} loading="lazy" />}
      <div className={styles.cardFooter}>
        <span className={styles.muted}>
          {groupLabel(experience.groupNumber)}
          {experience.isShared && (
            <>
              {' · '}
              {experience.sharedWithEveryone ? t('card.withEveryone') : t('card.withOne')}
              {' · '}
              <Heart aria-hidden="true" className={styles.icon} /> {t('card.likes', { count: experience.likes })}
            </>
          )}
        </span>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onEdit(experience)} aria-label={t('card.edit', { title })}>
            <Pencil aria-hidden="true" className={styles.icon} />
            {t('common:actions.edit')}
          </Button>
          {!experience.isShared && (
            // Shared once the server has it: a share names the server's record.
            <Button onPress={() => onShare(experience)} aria-label={t('card.share', { title })} isDisabled={isLocalId(experience.id)}>
              <Share2 aria-hidden="true" className={styles.icon} />
              {t('common:actions.share')}
            </Button>
          )}
          <DeleteButton label={t('card.delete', { title })} onPress={() => onDelete(experience)} />
        </div>
      </div>
    </article>
  );
}
