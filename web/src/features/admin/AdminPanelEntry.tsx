// The footer's way into the admin panel, on every screen and for everyone: a visitor or a member
// finds the admin sign-in there (docs/product/admin.md).
import { Shield } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './admin.css.ts';

export function AdminPanelEntry() {
  return (
    <Suspense fallback={null}>
      <Entry />
    </Suspense>
  );
}

function Entry() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <Button variant="ghost" className={styles.footerEntry} onPress={shell.openAdminPanel}>
      <Shield aria-hidden="true" size={16} />
      {t('footer.adminPanel')}
    </Button>
  );
}
