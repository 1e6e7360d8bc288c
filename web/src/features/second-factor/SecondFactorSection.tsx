// The authenticator app of one's own account (docs/product/accounts.md, "Authenticator app"), in the
// member's Account tab and the admin's: turn it on (QR code and the secret as text, a first code,
// then the ten recovery codes shown once) or off (with a current code). Both ask for the password
// again when it was not given in the last 10 minutes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { restartSubscriptions } from '../../relay/environment.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { usePasswordConfirmation } from './PasswordConfirmation.tsx';
import { useConfirmTotpMutation } from './useConfirmTotpMutation.ts';
import { useDisableTotpMutation } from './useDisableTotpMutation.ts';
import { useStartTotpMutation } from './useStartTotpMutation.ts';
import * as styles from '../../ui/settings-section.css.ts';

interface Props {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** After a change; once turned on, after the recovery codes were saved, with the account's id. */
  onChanged: (accountId?: string) => void;
}

export function SecondFactorSection({ enabled, recoveryCodesLeft, onChanged }: Props) {
  const { t } = useTranslation('secondFactor');
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeDataUrl: string } | null>(null);
  const [turnedOn, setTurnedOn] = useState<{ recoveryCodes: readonly string[]; accountId: string } | null>(null);
  const recoveryCodes = turnedOn?.recoveryCodes ?? null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useStartTotpMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const [disable, disabling] = useDisableTotpMutation();

  const confirmation = usePasswordConfirmation();
  const begin = (retried = false) =>
    start({
      variables: {},
      onCompleted: ({ startTotp: result }) => {
        // Turning it on needs the password given recently: asked for, then started once more.
        if (!retried && confirmation.ask(result.__typename, () => begin(true))) return;
        if (result.__typename === 'TotpEnrolment') {
          setEnrolment({ secret: result.secret ?? '', qrCodeDataUrl: result.qrCodeDataUrl ?? '' });
          setError(null);
        } else setError(failureOf(result, t('totp.failed')).message);
      },
      onError: () => void errorToast(t('totp.failed')),
    });

  const finish = () =>
    confirm({
      variables: { input: { code } },
      onCompleted: ({ confirmTotp: result }) => {
        setCode('');
        if (result.__typename === 'TotpEnabled') {
          setEnrolment(null);
          setError(null);
          setTurnedOn({ recoveryCodes: result.recoveryCodes ?? [], accountId: result.user?.id ?? '' });
          // This session's cookie now says the code was given: live updates reconnect with it.
          restartSubscriptions();
          toast({ title: t('totp.turnedOn') });
        } else setError(failureOf(result, t('totp.failed')).message);
      },
      onError: () => void errorToast(t('totp.failed')),
    });

  const turnOff = (retried = false) =>
    disable({
      variables: { input: { code } },
      onCompleted: ({ disableTotp: result }) => {
        // The code was not spent: it is sent again once the password is confirmed.
        if (!retried && confirmation.ask(result.__typename, () => turnOff(true))) return;
        setCode('');
        if (result.__typename === 'TotpDisabled') {
          setError(null);
          toast({ title: t('totp.turnedOff') });
          onChanged();
        } else setError(failureOf(result, t('totp.failed')).message);
      },
      onError: () => void errorToast(t('totp.failed')),
    });

  return (
    <section className={styles.section} aria-labelledby="totp-heading">
      <h3 id="totp-heading" className={styles.heading}>
        {t('totp.heading')}
      </h3>
      {recoveryCodes ? (
        <>
          <p>{t('totp.recoveryIntro')}</p>
          <ul className={styles.codes} aria-label={t('totp.recoveryCodes')}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button
              onPress={() => {
                setTurnedOn(null);
                onChanged(turnedOn?.accountId);
              }}
            >
              {t('totp.recoverySaved')}
            </Button>
          </div>
        </>
      ) : enrolment ? (
        <>
          <p>{t('totp.scan')}</p>
          <img src={enrolment.qrCodeDataUrl} alt={t('totp.qrAlt')} className={styles.qr} />
          <p className={styles.muted}>{t('totp.secretIntro')}</p>
          <p className={styles.secret}>{enrolment.secret}</p>
          <CodeForm code={code} setCode={setCode} error={error} busy={confirming} submitLabel={t('totp.confirm')} onSubmit={finish} />
        </>
      ) : enabled ? (
        <>
          <p>{t('totp.isOn', { count: recoveryCodesLeft })}</p>
          <CodeForm code={code} setCode={setCode} error={error} busy={disabling} submitLabel={t('totp.turnOff')} onSubmit={() => turnOff()} />
        </>
      ) : (
        <>
          <p>{t('totp.isOff')}</p>
          {error && (
            <p role="alert" className={ui.formError}>
              {error}
            </p>
          )}
          <div className={styles.startActions}>
            <Button onPress={() => begin()} isDisabled={starting}>
              {t('totp.turnOn')}
            </Button>
          </div>
        </>
      )}
      {confirmation.dialog}
    </section>
  );
}

export function CodeForm(props: {
  code: string;
  setCode: (v: string) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('secondFactor');
  return (
    <Form
      validationBehavior="aria"
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <TextField
        label={t('code.label')}
        description={t('code.hint')}
        value={props.code}
        onChange={props.setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus={props.autoFocus}
      />
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
