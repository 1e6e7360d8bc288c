// The Account tab (docs/product/admin.md, "Account"): the admin's own password (the current one
// asked for first) and the authenticator app: turn it on (QR code and the secret as text, a first
// code, then the ten recovery codes shown once) or off (with a current code).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { restartSubscriptions } from '../../relay/environment.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useChangeAdminPasswordMutation } from './useChangeAdminPasswordMutation.ts';
import { useConfirmAdminTotpMutation } from './useConfirmAdminTotpMutation.ts';
import { useDisableAdminTotpMutation } from './useDisableAdminTotpMutation.ts';
import { useStartAdminTotpMutation } from './useStartAdminTotpMutation.ts';
import { usePasswordConfirmation } from './PasswordConfirmation.tsx';
import * as styles from './admin.css.ts';

interface Props {
  secondFactorEnabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}

export function AdminAccountTab({ secondFactorEnabled, recoveryCodesLeft, onChanged }: Props) {
  return (
    <div className={styles.form}>
      <PasswordForm />
      <SecondFactor enabled={secondFactorEnabled} recoveryCodesLeft={recoveryCodesLeft} onChanged={onChanged} />
    </div>
  );
}

function PasswordForm() {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useChangeAdminPasswordMutation();
  const submit = () =>
    commit({
      variables: { input: { currentPassword: current, newPassword: next } },
      onCompleted: ({ changeAdminPassword: result }) => {
        setCurrent('');
        if (result.__typename === 'AdminPasswordChanged') {
          setNext('');
          setFields({});
          setError(null);
          toast({ title: t('account.passwordChanged') });
        } else {
          const failure = failureOf(result, t('account.passwordFailed'));
          setFields(failure.fields);
          setError(failure.message);
        }
      },
      onError: () => void errorToast(t('account.passwordFailed')),
    });
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      aria-labelledby="admin-password-heading"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 id="admin-password-heading" className={styles.heading}>
        {t('account.passwordHeading')}
      </h3>
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        errorMessage={fields.currentPassword}
      />
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        description={t('account.newPasswordHint')}
        value={next}
        onChange={setNext}
        errorMessage={fields.newPassword}
      />
      {error && (
        <p role="alert" className={ui.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={saving}>
          {t('account.changePassword')}
        </Button>
      </div>
    </Form>
  );
}

function SecondFactor({ enabled, recoveryCodesLeft, onChanged }: { enabled: boolean; recoveryCodesLeft: number; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeDataUrl: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useStartAdminTotpMutation();
  const [confirm, confirming] = useConfirmAdminTotpMutation();
  const [disable, disabling] = useDisableAdminTotpMutation();

  const confirmation = usePasswordConfirmation();
  const begin = (retried = false) =>
    start({
      variables: {},
      onCompleted: ({ startAdminTotp: result }) => {
        // Turning it on needs the password given recently: asked for, then started once more.
        if (!retried && confirmation.ask(result.__typename, () => begin(true))) return;
        if (result.__typename === 'AdminTotpEnrolment') {
          setEnrolment({ secret: result.secret ?? '', qrCodeDataUrl: result.qrCodeDataUrl ?? '' });
          setError(null);
        } else setError(failureOf(result, t('account.totpFailed')).message);
      },
      onError: () => void errorToast(t('account.totpFailed')),
    });

  const finish = () =>
    confirm({
      variables: { input: { code } },
      onCompleted: ({ confirmAdminTotp: result }) => {
        setCode('');
        if (result.__typename === 'AdminTotpEnabled') {
          setEnrolment(null);
          setError(null);
          setRecoveryCodes(result.recoveryCodes ?? []);
          // This session's cookie now says the code was given: live updates reconnect with it.
          restartSubscriptions();
          toast({ title: t('account.totpOn') });
        } else setError(failureOf(result, t('account.totpFailed')).message);
      },
      onError: () => void errorToast(t('account.totpFailed')),
    });

  const turnOff = (retried = false) =>
    disable({
      variables: { input: { code } },
      onCompleted: ({ disableAdminTotp: result }) => {
        // The code was not spent: it is sent again once the password is confirmed.
        if (!retried && confirmation.ask(result.__typename, () => turnOff(true))) return;
        setCode('');
        if (result.__typename === 'AdminTotpDisabled') {
          setError(null);
          toast({ title: t('account.totpOff') });
          onChanged();
        } else setError(failureOf(result, t('account.totpFailed')).message);
      },
      onError: () => void errorToast(t('account.totpFailed')),
    });

  return (
    <section className={styles.section} aria-labelledby="admin-totp-heading">
      <h3 id="admin-totp-heading" className={styles.heading}>
        {t('account.totpHeading')}
      </h3>
      {recoveryCodes ? (
        <>
          <p>{t('account.recoveryIntro')}</p>
          <ul className={styles.codes} aria-label={t('account.recoveryCodes')}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button
              onPress={() => {
                setRecoveryCodes(null);
                onChanged();
              }}
            >
              {t('account.recoverySaved')}
            </Button>
          </div>
        </>
      ) : enrolment ? (
        <>
          <p>{t('account.scan')}</p>
          <img src={enrolment.qrCodeDataUrl} alt={t('account.qrAlt')} className={styles.qr} />
          <p className={styles.muted}>{t('account.secretIntro')}</p>
          <p className={styles.secret}>{enrolment.secret}</p>
          <CodeForm code={code} setCode={setCode} error={error} busy={confirming} submitLabel={t('account.confirm')} onSubmit={finish} />
        </>
      ) : enabled ? (
        <>
          <p>{t('account.totpIsOn', { count: recoveryCodesLeft })}</p>
          <CodeForm code={code} setCode={setCode} error={error} busy={disabling} submitLabel={t('account.turnOff')} onSubmit={() => turnOff()} />
        </>
      ) : (
        <>
          <p>{t('account.totpIsOff')}</p>
          {error && (
            <p role="alert" className={ui.formError}>
              {error}
            </p>
          )}
          <div className={styles.startActions}>
            <Button onPress={() => begin()} isDisabled={starting}>
              {t('account.turnOn')}
            </Button>
          </div>
        </>
      )}
      {confirmation.dialog}
    </section>
  );
}

function CodeForm(props: { code: string; setCode: (v: string) => void; error: string | null; busy: boolean; submitLabel: string; onSubmit: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <TextField label={t('signIn.code')} value={props.code} onChange={props.setCode} autoComplete="one-time-code" inputMode="numeric" />
      {props.error && (
        <p role="alert" className={ui.formError}>
          {props.error}
        </p>
      )}
      <div className={styles.startActions}>
        <Button type="submit" isDisabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
