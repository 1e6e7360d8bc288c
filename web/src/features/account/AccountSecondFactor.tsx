// The authenticator app in the member's Account tab (docs/product/accounts.md, "Authenticator
// app"): its state read when the tab opens, and read again after each change.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AccountSecondFactorQuery } from '../../__generated__/AccountSecondFactorQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { SecondFactorSection } from '../second-factor/index.ts';

export function AccountSecondFactor() {
  const { t } = useTranslation('secondFactor');
  return (
    <ErrorBoundary fallback={<p role="alert">{t('totp.loadFailed')}</p>}>
      <Suspense fallback={<p role="status">{t('totp.loading')}</p>}>
        <StatusQuery />
      </Suspense>
    </ErrorBoundary>
  );
}

function StatusQuery() {
  const [fetchKey, setFetchKey] = useState(0);
  const { secondFactor } = useLazyLoadQuery<AccountSecondFactorQuery>(
    graphql`
      query AccountSecondFactorQuery {
        secondFactor {
          enabled
          recoveryCodesLeft
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return (
    <SecondFactorSection
      enabled={secondFactor.enabled}
      recoveryCodesLeft={secondFactor.recoveryCodesLeft}
      onChanged={() => setFetchKey((key) => key + 1)}
    />
  );
}
