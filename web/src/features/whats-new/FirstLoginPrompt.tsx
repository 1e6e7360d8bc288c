// The first-login prompt (docs/product/feedback.md): for a member on their first sign-in who has
// neither finished the setup guide nor made the app their own (name, colours, background), a short
// card under the header offers the setup guide. Either answer clears the account's first-login
// flag on the server, so it does not return on any device; finishing the guide clears it too.
// A card in the page rather than a dialog: the setup guide may open by itself at the same time,
// and two modal dialogs must not stack.
import { Settings2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FirstLoginPrompt_viewer$data, FirstLoginPrompt_viewer$key } from '../../__generated__/FirstLoginPrompt_viewer.graphql';
import { useShell } from '../../platform/shell-context.ts';
import { DEFAULT_BRAND } from '../../theme/brand.ts';
import { Button } from '../../ui/Button.tsx';
import { errorToast } from '../../ui/toast.tsx';
import { useClearFirstLoginMutation } from './useClearFirstLoginMutation.ts';
import * as styles from './whats-new.css.ts';

export const DEFAULT_APP_NAME = 'My Ministry Companion';

const FRAGMENT = graphql`
  fragment FirstLoginPrompt_viewer on User {
    isFirstLogin
    setupCompleted
    appName
    primaryColor
    secondaryColor
    backgroundImageUrl
  }
`;

type Flags = Pick<FirstLoginPrompt_viewer$data, 'isFirstLogin' | 'setupCompleted' | 'appName' | 'primaryColor' | 'secondaryColor' | 'backgroundImageUrl'>;

/** The first-login flag is up, setup is not finished, and the design is still the default one. */
export function hasFirstLoginNeeds(v: Flags): boolean {
  const branded =
    v.appName !== DEFAULT_APP_NAME ||
    v.primaryColor.toLowerCase() !== DEFAULT_BRAND.primaryColor ||
    v.secondaryColor.toLowerCase() !== DEFAULT_BRAND.secondaryColor ||
    v.backgroundImageUrl !== '';
  return v.isFirstLogin && !v.setupCompleted && !branded;
}

export function FirstLoginPrompt({ viewer: key }: { viewer: FirstLoginPrompt_viewer$key }) {
  const { t } = useTranslation('whatsNew');
  const viewer = useFragment(FRAGMENT, key);
  const shell = useShell();
  const [commit, clearing] = useClearFirstLoginMutation();
  if (!hasFirstLoginNeeds(viewer)) return null;

  const clear = (then?: () => void) =>
    commit({
      variables: {},
      onCompleted: ({ updateDesign }) => {
        if (updateDesign.__typename === 'DesignUpdated') then?.();
        else errorToast(t('firstLogin.failed'));
      },
      onError: () => void errorToast(t('firstLogin.failed')),
    });

  return (
    <section className={styles.prompt} aria-labelledby="first-login-title">
      <div className={styles.promptText}>
        <h2 id="first-login-title" className={styles.promptTitle}>
          {t('firstLogin.title')}
        </h2>
        <p>{t('firstLogin.body')}</p>
      </div>
      <div className={styles.promptActions}>
        <Button isDisabled={clearing} onPress={() => clear(shell.openSetupGuide)}>
          <Settings2 aria-hidden="true" size={18} />
          {t('firstLogin.start')}
        </Button>
        <Button variant="secondary" isDisabled={clearing} onPress={() => clear()}>
          <X aria-hidden="true" size={18} />
          {t('firstLogin.notNow')}
        </Button>
      </div>
    </section>
  );
}
