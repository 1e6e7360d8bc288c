// Creating an account (docs/product/accounts.md, "Create account"). Missing fields are marked on
// the fields themselves (aria-invalid, a message under each) and the form says which are needed;
// the server's answer for a field shows under that field. An invitation code of the chosen group
// lets the member into it at once; without one they wait for the group's overseer. While the
// admin has closed registration the form is not offered at all.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CreateAccountFormSettingsQuery } from '../../__generated__/CreateAccountFormSettingsQuery.graphql';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { isServiceGroup, useServiceGroupOptions } from '../../platform/groups.ts';
import type { ServiceGroupNumber } from '../../generated/enums.ts';
import { failureOf } from '../../relay/mutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as ui from '../../ui/ui.css.ts';
import { useCreateAccountMutation } from './useCreateAccountMutation.ts';
import { SecondFactorSetupStep } from '../second-factor/index.ts';
import { viewerUpdater } from '../../relay/viewer.ts';
import * as styles from './account.css.ts';

const EMPTY = { username: '', password: '', fullName: '', phoneNumber: '', address: '', email: '', invitationCode: '' };
const REQUIRED = ['username', 'password', 'fullName', 'phoneNumber', 'address'] as const;

type Props = { onDone: () => void; onBack: () => void };

export function CreateAccountForm(props: Props) {
  return (
    <Suspense fallback={null}>
      <OpenOrClosed {...props} />
    </Suspense>
  );
}

function OpenOrClosed(props: Props) {
  const { t } = useTranslation('account');
  const { appSettings } = useLazyLoadQuery<CreateAccountFormSettingsQuery>(
    graphql`
      query CreateAccountFormSettingsQuery {
        appSettings {
          enableRegistration
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (appSettings.enableRegistration) return <SignUpForm {...props} />;
  return (
    <div className={styles.form}>
      <p role="status" className={styles.notice}>
        {t('create.closed')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onBack}>
          {t('signIn.back')}
        </Button>
      </div>
    </div>
  );
}

function SignUpForm({ onDone, onBack }: Props) {
  const { t } = useTranslation('account');
  const groups = useServiceGroupOptions();
  const [values, setValues] = useState(EMPTY);
  const [group, setGroup] = useState<ServiceGroupNumber | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [settingUp, setSettingUp] = useState(false);
  const [commit, inFlight] = useCreateAccountMutation();
  const created = () => {
    toast({ title: t('create.createdTitle'), description: t('create.created', { username: values.username }) });
    onDone();
  };
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    // NONE (another congregation) is a real choice, so only "none chosen" is empty.
    const missing: Record<string, string> = {};
    for (const name of REQUIRED) if (!values[name].trim()) missing[name] = t('fields.required');
    if (group === null) missing.groupNumber = t('fields.required');
    if (Object.keys(missing).length > 0) {
      setErrors({ ...missing, form: t('create.required') });
      return;
    }
    commit({
      variables: {
        input: {
          ...values,
          email: values.email.trim() || null,
          invitationCode: values.invitationCode.trim() || null,
          groupNumber: group,
        },
      },
      updater: viewerUpdater('createAccount', 'AccountCreated'),
      onCompleted: ({ createAccount: result }) => {
        // The congregation requires an authenticator app: the account is made, and set up next.
        if (result.__typename === 'AccountCreated' && result.secondFactorSetupRequired) {
          setSettingUp(true);
          return;
        }
        if (result.__typename === 'AccountCreated' && result.user) {
          created();
          return;
        }
        const failure = failureOf(result, t('create.failed'));
        setErrors({ ...failure.fields, form: failure.message });
      },
      onError: () => {
        errorToast(t('create.failed'));
      },
    });
  };

  if (settingUp) return <SecondFactorSetupStep onSignedIn={created} />;

  return (
    <Form
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className={styles.notice}>{t('create.sharing')}</p>
      <TextField label={t('fields.username')} isRequired value={values.username} onChange={set('username')} autoComplete="username" errorMessage={errors.username} />
      <TextField
        label={t('fields.password')}
        type="password"
        isRequired
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        description={t('fields.passwordHint')}
        errorMessage={errors.password}
      />
      <TextField label={t('fields.fullName')} isRequired value={values.fullName} onChange={set('fullName')} autoComplete="name" errorMessage={errors.fullName} />
      <TextField
        label={t('fields.phoneNumber')}
        type="tel"
        isRequired
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        autoComplete="tel"
        errorMessage={errors.phoneNumber}
      />
      <TextField label={t('fields.address')} isRequired value={values.address} onChange={set('address')} autoComplete="street-address" errorMessage={errors.address} />
      <TextField label={t('fields.emailOptional')} type="email" value={values.email} onChange={set('email')} autoComplete="email" errorMessage={errors.email} />
      <Select
        label={t('fields.serviceGroup')}
        isRequired
        options={groups}
        value={group}
        onChange={(key) => isServiceGroup(key) && setGroup(key)}
        placeholder={t('fields.chooseGroup')}
        errorMessage={errors.groupNumber}
      />
      <TextField
        label={t('fields.invitationCodeOptional')}
        value={values.invitationCode}
        onChange={set('invitationCode')}
        autoComplete="off"
        description={t('create.invitationHint')}
        errorMessage={errors.invitationCode}
      />
      {errors.form && (
        <p role="alert" className={ui.formError}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {t('signIn.back')}
        </Button>
        <Button type="submit" isDisabled={inFlight}>
          {inFlight ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </Form>
  );
}
