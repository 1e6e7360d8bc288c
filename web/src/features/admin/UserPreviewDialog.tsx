// What a user sees (docs/product/admin.md, "Users", View): their app name as the header, sample
// tiles, whether setup is complete and first login still required, and their colours.
import { useTranslation } from 'react-i18next';
import { ColorSwatch } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { UserPreviewDialog_user$key } from '../../__generated__/UserPreviewDialog_user.graphql';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import * as styles from './admin.css.ts';

const SAMPLE_TILES = ['tiles.notes', 'tiles.calendar', 'tiles.scriptures'] as const;

export function UserPreviewDialog({ user: key, onClose }: { user: UserPreviewDialog_user$key; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const user = useFragment(
    graphql`
      fragment UserPreviewDialog_user on User {
        username
        appName
        primaryColor
        secondaryColor
        setupCompleted
        isFirstLogin
      }
    `,
    key,
  );
  return (
    <Dialog title={t('preview.title', { username: user.username })} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.form}>
        <div className={styles.previewHeader}>{user.appName}</div>
        <ul className={styles.tiles} aria-label={t('preview.tiles')}>
          {SAMPLE_TILES.map((tile) => (
            <li key={tile} className={styles.tile}>
              {t(tile)}
            </li>
          ))}
        </ul>
        <dl className={styles.dl}>
          <dt className={styles.dt}>{t('preview.setup')}</dt>
          <dd className={styles.dd}>{user.setupCompleted ? t('preview.complete') : t('preview.pending')}</dd>
          <dt className={styles.dt}>{t('preview.firstLogin')}</dt>
          <dd className={styles.dd}>{user.isFirstLogin ? t('preview.required') : t('preview.completed')}</dd>
          <dt className={styles.dt}>{t('settings.primaryColor')}</dt>
          <dd className={styles.dd}>
            <ColorSwatch color={user.primaryColor} className={styles.colourChip} aria-hidden="true" />
            {user.primaryColor}
          </dd>
          <dt className={styles.dt}>{t('settings.secondaryColor')}</dt>
          <dd className={styles.dd}>
            <ColorSwatch color={user.secondaryColor} className={styles.colourChip} aria-hidden="true" />
            {user.secondaryColor}
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button onPress={onClose}>{t('preview.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
