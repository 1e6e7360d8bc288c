// A user row's way back into an account (docs/product/admin.md, "Users"): "Issue reset code" for a
// member who forgot their password, and, on the row of an admin who signs in with an authenticator
// app, "Reset second factor" for when they lost the app and the recovery codes. Each asks first that the admin has checked in
// person who asks, then for the admin's password when it was not given recently. A reset code is
// shown once, here; only its hash is kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/Dialog.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import { formatInstant } from '../../i18n/format.ts';
import { usePasswordConfirmation } from '../second-factor/index.ts';
import { useAdminIssuePasswordResetCodeMutation, useAdminResetSecondFactorMutation } from './useAdminResetMutations.ts';
import * as styles from './admin.css.ts';

interface Props {
  user: { id: string; username: string; role: string; hasSecondFactor: boolean | null | undefined };
}

export function UserResetActions({ user }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [asking, setAsking] = useState<'code' | 'factor' | null>(null);
  const [issued, setIssued] = useState<{ code: string; expiresAt: string } | null>(null);
  const [commitIssue, issuing] = useAdminIssuePasswordResetCodeMutation();
  const [commitReset, resetting] = useAdminResetSecondFactorMutation();
  const confirmation = usePasswordConfirmation();

  const issueCode = (retried = false) => {
    setAsking(null);
    commitIssue({
      variables: { input: { id: user.id } },
      onCompleted: ({ adminIssuePasswordResetCode: result }) => {
        if (!retried && confirmation.ask(result.__typename, () => issueCode(true))) return;
        if (result.__typename === 'PasswordResetCodeIssued' && result.code) setIssued({ code: result.code, expiresAt: String(result.expiresAt) });
        else errorToast(result.message ?? t('reset.issueFailed'), t('reset.issueFailed'));
      },
      onError: () => void errorToast(t('reset.issueFailed')),
    });
  };

  const resetFactor = (retried = false) => {
    setAsking(null);
    commitReset({
      variables: { input: { id: user.id } },
      onCompleted: ({ adminResetSecondFactor: result }) => {
        if (!retried && confirmation.ask(result.__typename, () => resetFactor(true))) return;
        if (result.__typename === 'SecondFactorReset') {
          toast({ title: t('reset.factorDoneTitle'), description: t('reset.factorDone', { username: user.username }) });
        } else errorToast(result.message ?? t('reset.factorFailed'), t('reset.factorFailed'));
      },
      onError: () => void errorToast(t('reset.factorFailed')),
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        isDisabled={issuing}
        aria-label={t('reset.issueLabel', { username: user.username })}
        onPress={() => setAsking('code')}
      >
        {t('reset.issue')}
      </Button>
      {user.hasSecondFactor && (
        <Button
          variant="secondary"
          isDisabled={resetting}
          aria-label={t('reset.factorLabel', { username: user.username })}
          onPress={() => setAsking('factor')}
        >
          {t('reset.factor')}
        </Button>
      )}
      <ConfirmDialog
        title={t('reset.issueTitle')}
        message={t('reset.issueConfirm', { username: user.username })}
        confirmLabel={t('reset.issue')}
        isOpen={asking === 'code'}
        onCancel={() => setAsking(null)}
        onConfirm={() => issueCode()}
      />
      <ConfirmDialog
        title={t('reset.factorTitle')}
        message={t('reset.factorConfirm', { username: user.username })}
        confirmLabel={t('reset.factor')}
        isOpen={asking === 'factor'}
        onCancel={() => setAsking(null)}
        onConfirm={() => resetFactor()}
      />
      {issued && (
        <Dialog title={t('reset.codeTitle', { username: user.username })} isOpen onOpenChange={(open) => !open && setIssued(null)}>
          <div className={styles.form}>
            <p>{t('reset.codeIntro', { username: user.username })}</p>
            <dl className={styles.dl}>
              <dt className={styles.dt}>{t('reset.codeLabel')}</dt>
              <dd className={`${styles.dd} ${styles.secret}`}>{issued.code}</dd>
            </dl>
            <p className={styles.muted}>
              {t('reset.codeExpires', { date: formatInstant(i18n.language, issued.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
            <div className={styles.actions}>
              <Button onPress={() => setIssued(null)}>{t('reset.codeDone')}</Button>
            </div>
          </div>
        </Dialog>
      )}
      {confirmation.dialog}
    </>
  );
}
