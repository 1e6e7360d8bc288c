import { graphql, useFragment } from 'react-relay';
import type { OwnExperienceCard_experience$data, OwnExperienceCard_experience$key } from '../../__generated__/OwnExperienceCard_experience.graphql';
import { Button } from '../../ui/Button.tsx';
import { timeAgo } from './format.ts';
import * as styles from './experiences.css.ts';

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
  return (
    <article className={styles.card} aria-labelledby={`own-${experience.id}`}>
      <div className={styles.cardHeader}>
        <span className={styles.author}>{experience.userName}</span>
        <span className={experience.isShared ? styles.badge.shared : styles.badge.private}>
          {experience.isShared ? 'Shared' : 'Private'}
        </span>
        <time className={styles.muted} dateTime={experience.createdAt}>
          {timeAgo(experience.createdAt)}
        </time>
      </div>
      <h3 id={`own-${experience.id}`} className={styles.cardTitle}>
        {experience.title}
      </h3>
      <p className={styles.content}>{experience.content}</p>
      {experience.imageUrl && (
        <img className={styles.image} src={experience.imageUrl} alt={`Photo for ${experience.title}`} loading="lazy" />
      )}
      <div className={styles.cardFooter}>
        <span className={styles.muted}>
          Service Group {experience.groupNumber}
          {experience.isShared &&
            ` · ${experience.sharedWithEveryone ? 'all group members' : 'one member'} · ${experience.likes} ${experience.likes === 1 ? 'like' : 'likes'}`}
        </span>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onEdit(experience)} aria-label={`Edit ${experience.title}`}>
            Edit
          </Button>
          {!experience.isShared && (
            <Button onPress={() => onShare(experience)} aria-label={`Share ${experience.title}`}>
              Share
            </Button>
          )}
          <Button variant="ghost" onPress={() => onDelete(experience)} aria-label={`Delete ${experience.title}`}>
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
