// The share dialog of spec 02: the experience's title and content, a Share With selector (all
// group members, or one other member by username) and a line saying who will see it.
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { prependToConnection } from './connections.ts';
import { SHARED_CONNECTION, SHARED_EDGE } from './SharedExperiencesList.tsx';
import { useShareExperienceMutation } from './useShareExperienceMutation.ts';
import * as styles from './experiences.css.ts';

const SHARE_FAILED = 'Failed to share experience. Please try again.';
const ALL = 'all';

export interface ShareTarget {
  id: string;
  title: string;
  content: string;
}

interface Props {
  viewerId: string;
  experience: ShareTarget | null;
  members: ReadonlyArray<{ userId: string; username: string }>;
  groupNumber: number;
  onClose: () => void;
}

export function ShareExperienceDialog({ viewerId, experience, members, groupNumber, onClose }: Props) {
  const [target, setTarget] = useState(ALL);
  const [commitShare, sharing] = useShareExperienceMutation();
  useEffect(() => {
    if (experience) setTarget(ALL);
  }, [experience]);

  const options = [{ id: ALL, label: 'All Group Members' }, ...members.map((m) => ({ id: m.userId, label: m.username }))];
  const chosen = members.find((m) => m.userId === target);

  const share = () => {
    if (!experience) return;
    commitShare({
      variables: { input: { id: experience.id, shareWith: target === ALL ? null : target } },
      updater: (store, data) => {
        const id = data?.shareExperience.__typename === 'ExperienceShared' ? data.shareExperience.experience?.id : undefined;
        const node = id ? store.get(id) : null;
        if (node) prependToConnection(store, viewerId, SHARED_CONNECTION, node, SHARED_EDGE);
      },
      onCompleted: ({ shareExperience: result }) => {
        if (result.__typename !== 'ExperienceShared') {
          errorToast(result.__typename === 'ValidationError' || result.__typename === 'ForbiddenError' ? (result.message ?? SHARE_FAILED) : SHARE_FAILED);
          return;
        }
        toast({
          title: 'Experience Shared',
          description: chosen ? `Your experience has been shared with ${chosen.username}.` : 'Your experience has been shared with your service group.',
        });
        setTarget(ALL);
        onClose();
      },
      onError: () => void errorToast(SHARE_FAILED),
    });
  };

  return (
    <Dialog title="Share Experience" isOpen={experience !== null} onOpenChange={(open) => !open && onClose()}>
      {experience && (
        <div className={styles.form}>
          <div className={styles.quote}>
            <strong>{experience.title}</strong>
            <br />
            {experience.content}
          </div>
          <Select label="Share With" options={options} value={target} onChange={setTarget} />
          <p className={styles.muted}>
            {chosen
              ? `Only ${chosen.username} will see this experience, in their Shared Experiences.`
              : `Every member of Service Group ${groupNumber} will see this experience in Shared Experiences.`}
          </p>
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <Button onPress={share} isDisabled={sharing}>
              {sharing ? 'Sharing…' : 'Share'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
