import { graphql, useFragment } from 'react-relay';
import type { SharedExperienceCard_experience$key } from '../../__generated__/SharedExperienceCard_experience.graphql';
import { Button } from '../../ui/Button.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { timeAgo } from './format.ts';
import { useLikeExperienceMutation } from './useLikeExperienceMutation.ts';
import * as styles from './experiences.css.ts';

const LIKE_FAILED = 'Failed to like experience. Please try again.';

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
  const [commitLike, liking] = useLikeExperienceMutation();

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
        if (result.__typename === 'ExperienceLiked') toast({ title: 'Liked', description: `You liked “${experience.title}”.` });
        else errorToast(LIKE_FAILED);
      },
      onError: () => void errorToast(LIKE_FAILED),
    });
  };

  const when = experience.sharedAt ?? experience.createdAt;
  const likesLabel = `${experience.likes} ${experience.likes === 1 ? 'like' : 'likes'}`;
  return (
    <article className={styles.card} aria-labelledby={`shared-${experience.id}`}>
      <div className={styles.cardHeader}>
        <span className={styles.author}>{experience.userName}</span>
        <time className={styles.muted} dateTime={when}>
          {timeAgo(when)}
        </time>
      </div>
      <h3 id={`shared-${experience.id}`} className={styles.cardTitle}>
        {experience.title}
      </h3>
      <p className={styles.content}>{experience.content}</p>
      {experience.imageUrl && (
        <img className={styles.image} src={experience.imageUrl} alt={`Photo for ${experience.title}`} loading="lazy" />
      )}
      <div className={styles.cardFooter}>
        <div className={styles.likeRow}>
          <Button
            variant={experience.likedByViewer ? 'secondary' : 'primary'}
            onPress={like}
            isDisabled={experience.likedByViewer || liking}
            aria-label={experience.likedByViewer ? `Liked: ${experience.title}` : `Like ${experience.title}`}
          >
            <span aria-hidden="true">♥</span> {experience.likedByViewer ? 'Liked' : 'Like'}
          </Button>
          <span className={styles.likeCount} aria-live="polite">
            {likesLabel}
          </span>
        </div>
        <span className={styles.muted}>Service Group {experience.groupNumber}</span>
      </div>
    </article>
  );
}
