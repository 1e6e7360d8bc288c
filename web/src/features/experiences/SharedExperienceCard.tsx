// An experience shared with the viewer: who, when, the image, and the like button with the count
// (docs/product/experiences.md).
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SharedExperienceCard_experience$key } from '../../__generated__/SharedExperienceCard_experience.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { useLikeExperienceMutation } from './useLikeExperienceMutation.ts';
import { useTimeAgo } from './useTimeAgo.ts';
import * as styles from './experiences.css.ts';
import { useGroupLabel } from '../../platform/groups.ts';

export function SharedExperienceCard({ experience: key }: { experience: SharedExperienceCard_experience$key }) {
  const experience = useFragment(
    graphql`
      fragment SharedExperienceCard_experience on MinistryExperience {
        id
        userName
        title
        content
        groupNumber
        createdAt
        sharedAt
        likes
        likedByViewer
        imageUrl
      }
    `,
    key,
  );
  const { t } = useTranslation('experiences');
  const groupLabel = useGroupLabel();
  const timeAgo = useTimeAgo();
  const [commitLike, liking] = useLikeExperienceMutation();
  const { title } = experience;

  const like = () => {
    commitLike({
      variables: { input: { id: experience.id } },
      optimisticResponse: {
        likeExperience: {
          __typename: 'ExperienceLiked',
          counted: true,
          experience: { id: experience.id, likes: experience.likes + 1, likedByViewer: true },
        },
      },
      onCompleted: ({ likeExperience: result }) => {
        if (result.__typename === 'ExperienceLiked') toast({ title: t('card.liked'), description: t('card.likedToast', { title }) });
        else errorToast(t('card.likeFailed'));
      },
      onError: () => void errorToast(t('card.likeFailed')),
    });
  };

  const when = experience.sharedAt ?? experience.createdAt;
  return (
    <article className={styles.card} aria-labelledby={`shared-${experience.id}`}>
      <div className={styles.cardHeader}>
        <bdi className={styles.author}>{experience.userName}</bdi>
        <time className={styles.muted} dateTime={when}>
          {timeAgo(when)}
        </time>
      </div>
      <h3 id={`shared-${experience.id}`} className={styles.cardTitle} dir="auto">
        {title}
      </h3>
      <p className={styles.content} dir="auto">{experience.content}</p>
      {experience.imageUrl && <img className={styles.image} src={experience.imageUrl} alt={t('card.photo', { title })} loading="lazy" />}
      <div className={styles.cardFooter}>
        <div className={styles.likeRow}>
          <Button
            variant={experience.likedByViewer ? 'secondary' : 'primary'}
            onPress={like}
            isDisabled={experience.likedByViewer || liking}
            aria-label={experience.likedByViewer ? t('card.likedTitle', { title }) : t('card.likeTitle', { title })}
          >
            <Heart aria-hidden="true" className={experience.likedByViewer ? styles.iconFilled : styles.icon} />
            {experience.likedByViewer ? t('card.liked') : t('card.like')}
          </Button>
          <span className={styles.likeCount} aria-live="polite">
            {t('card.likes', { count: experience.likes })}
          </span>
        </div>
        <span className={styles.muted}>{groupLabel(experience.groupNumber)}</span>
      </div>
    </article>
  );
}
