// The dialog that shares one thing with one member of the viewer's service group, for a video
// (sharing's ShareVideoButton) and a song (music's SongCard): the members of the group except the
// viewer, one to choose, and the thing's own Share button (docs/product/sharing.md). Its words are
// in the sharing catalogue. Choosing no one marks
// the choice invalid with the message beside it and keeps focus in the dialog. The group's members
// are asked for when the dialog opens, not with the page: most visits share nothing.
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShareWithMemberDialogQuery } from '../__generated__/ShareWithMemberDialogQuery.graphql';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Select } from '../ui/Select.tsx';
import { useFocusFirstInvalid } from '../ui/useFocusFirstInvalid.ts';
import { groupNumberOf } from './groups.ts';
import { useShell } from './shell-context.ts';
import * as styles from './share-dialog.css.ts';

export interface GroupMember {
  readonly userId: string;
  readonly username: string;
  readonly fullName: string | null | undefined;
}

interface Props {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The line above the choice, given the viewer's group as it is written. */
  intro: (group: number) => ReactNode;
  submitLabel: string;
  /** A share is on its way: the button waits. */
  busy: boolean;
  /** Shares with `member`; `done` closes the dialog once the server has it. */
  onShare: (member: GroupMember, done: () => void) => void;
}

export function ShareWithMemberDialog({ title, isOpen, onOpenChange, ...form }: Props) {
  const { t } = useTranslation('sharing');
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Suspense fallback={<p role="status">{t('dialog.loading')}</p>}>
        {isOpen && <ShareForm {...form} onDone={() => onOpenChange(false)} />}
      </Suspense>
    </Dialog>
  );
}

function ShareForm({ intro, submitLabel, busy, onShare, onDone }: Omit<Props, 'title' | 'isOpen' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation(['sharing', 'common']);
  const { viewer } = useLazyLoadQuery<ShareWithMemberDialogQuery>(
    graphql`
      query ShareWithMemberDialogQuery {
        viewer {
          id
          groupNumber
          groupMembers {
            userId
            username
            fullName
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const shell = useShell();
  const [target, setTarget] = useState<string | null>(null);
  const [targetError, setTargetError] = useState<string | undefined>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  if (!viewer) {
    return (
      <div className={styles.form}>
        <p>{t('dialog.signIn')}</p>
        <div className={styles.actions}>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </div>
      </div>
    );
  }
  const members = viewer.groupMembers.filter((m) => m.userId !== viewer.id);

  const share = () => {
    const member = members.find((m) => m.userId === target);
    if (!member) {
      setTargetError(t('messages.selectUser'));
      focusFirstInvalid();
      return;
    }
    onShare(member, onDone);
  };

  return (
    <div className={styles.form} ref={ref}>
      <p>{intro(groupNumberOf(viewer.groupNumber))}</p>
      {members.length === 0 ? (
        <p className={styles.muted}>{t('dialog.noMembers')}</p>
      ) : (
        <Select
          label={t('dialog.shareWith')}
          placeholder={t('dialog.choose')}
          isRequired
          options={members.map((m) => ({ id: m.userId, label: t('dialog.member', { username: m.username, fullName: m.fullName }) }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setTargetError(undefined);
          }}
          errorMessage={targetError}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button onPress={share} isDisabled={busy || members.length === 0}>
          {busy ? t('dialog.sharing') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
