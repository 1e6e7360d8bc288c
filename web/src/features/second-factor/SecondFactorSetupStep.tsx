// Setting the authenticator app up to finish signing in, while the congregation requires one
// (docs/product/accounts.md, "Authenticator app"): the session has no account until the app is on,
// so the account becomes the viewer only once its recovery codes were shown and saved.
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { makeViewer } from '../../relay/viewer.ts';
import { SecondFactorSection } from './SecondFactorSection.tsx';
import * as styles from '../../ui/settings-section.css.ts';

export function SecondFactorSetupStep({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('secondFactor');
  const environment = useRelayEnvironment();
  const finish = (accountId?: string) => {
    if (!accountId) return;
    commitLocalUpdate(environment, (store) => {
      const user = store.get(accountId);
      if (user) makeViewer(store, user);
    });
    onSignedIn();
  };
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{t('setup.intro')}</p>
      <SecondFactorSection enabled={false} recoveryCodesLeft={0} onChanged={finish} />
    </div>
  );
}
