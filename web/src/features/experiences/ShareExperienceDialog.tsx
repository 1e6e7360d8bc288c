// The share dialog (docs/product/experiences.md): the experience's title and content, a Share
// With selector (all group members, or one other member by username) and a line saying who will
// see it. A member with no group here, or still waiting to be let into one, is told there is no
// one to share with.
import { Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Select } from '../../ui/Select.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { prependToConnection } from '../../relay/connections.ts';
import { SHARED_CONNECTION, SHARED_EDGE } from './SharedExperiencesList.tsx';
import { useShareExperienceMutation } from './useShareExperienceMutation.ts';
import * as styles from './experiences.css.ts';
import { groupNumberOf } from '../../platform/groups.ts';
import type { ServiceGroupNumber } from '../../generated/enums.ts';

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
  groupNumber: ServiceGroupNumber;
  /** In a service group here: not group 0, and let in. */
  inGroup: boolean;
  onClose: () => void;
}

export function ShareExperienceDialog({ viewerId, experience, members, groupNumber, inGroup, onClose }: Props) {
  const { t } = useTranslation(['experiences', 'common']);
  const [target, setTarget] = useState(ALL);
  const [error, setError] = useState<string>();
  const [commitShare, sharing] = useShareExperienceMutation();
  useEffect(() => {
    if (experience) {
      setTarget(ALL);
      setError(undefined);
    }
  }, [experience]);

  const options = [{ id: ALL, label: t('share.all') }, ...members.map((m) => ({ id: m.userId, label: m.username }))];
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
          const message = result.__typename === 'ValidationError' || result.__typename === 'ForbiddenError' ? result.message : undefined;
          // A refused recipient is the selector's problem: its message shows beside it.
          if (message) setError(message);
          else errorToast(t('share.failed'));
          return;
        }
        toast({
          title: t('share.doneTitle'),
          description: chosen ? t('share.doneOne', { name: chosen.username }) : t('share.doneGroup'),
        });
        setTarget(ALL);
        onClose();
      },
      onError: () => void errorToast(t('share.failed')),
    });
  };

  return (
    <Dialog title={t('share.title')} isOpen={experience !== null} onOpenChange={(open) => !open && onClose()}>
      {experience && (
        <div className={styles.form}>
          <div className={styles.quote}>
            <strong>{experience.title}</strong>
            <br />
            {experience.content}
          </div>
          <Select
            label={t('share.with')}
            options={options}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setError(undefined);
            }}
            errorMessage={error}
          />
          <p className={styles.muted}>
            {!inGroup ? t('share.noGroup') : chosen ? t('share.onlyOne', { name: chosen.username }) : t('share.everyone', { number: groupNumberOf(groupNumber) })}
          </p>
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button onPress={share} isDisabled={sharing || !inGroup}>
              <Share2 aria-hidden="true" className={styles.icon} />
              {sharing ? t('share.sharing') : t('share.submit')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
