// /shepherding-call (docs/product/shepherding.md): "Your Requests" first (on the right on a wide
// screen, beside the request form), a way back to /service-group, and, for elders and admins, the group's requests to
// move through their statuses. The page's query is started by the router with the page's code.
import { ArrowLeft, Plus } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShepherdingCallPageQuery } from '../../__generated__/ShepherdingCallPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { GroupRequests } from './GroupRequests.tsx';
import { ShepherdingRequestForm } from './ShepherdingRequestForm.tsx';
import { shepherdingPageVariables } from './queries.ts';
import { YourRequests } from './YourRequests.tsx';
import * as styles from './shepherding.css.ts';

// The page size goes as a variable (queries.ts): the API's cost limit multiplies a literal `first`.
const pageQuery = graphql`
  query ShepherdingCallPageQuery($count: Int!) {
    viewer {
      id
      canManageShepherdingRequests
      ...YourRequests_viewer @arguments(count: $count)
      ...GroupRequests_viewer @arguments(count: $count)
    }
  }
`;

type Viewer = NonNullable<ShepherdingCallPageQuery['response']['viewer']>;

export function ShepherdingCallPage() {
  const { viewer } = usePageQuery<ShepherdingCallPageQuery>(pageQuery);
  const { t } = useTranslation(['shepherding', 'common']);
  const shell = useShell();
  // The preloaded data is for the member the page was opened by; someone who signs in here gets
  // their requests fetched anew.
  const loadedFor = useRef(viewer?.id);

  return (
    <div className={styles.page}>
      <ButtonLink variant="secondary" href="/service-group" className={styles.back}>
        <ArrowLeft aria-hidden="true" className={styles.backIcon} />
        {t('back')}
      </ButtonLink>
      <div>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </div>
      {viewer && viewer.id === loadedFor.current && <Requests viewer={viewer} />}
      {viewer && viewer.id !== loadedFor.current && (
        <Suspense fallback={<p role="status">{t('common:status.loading')}</p>}>
          <RefetchedRequests />
        </Suspense>
      )}
      {!viewer && (
        <section className={styles.card} aria-label={t('signIn.label')}>
          <p>{t('signIn.text')}</p>
          <Button onPress={() => shell.openAccount('sign-in')}>{t('common:actions.signIn')}</Button>
        </section>
      )}
    </div>
  );
}

function RefetchedRequests() {
  const { viewer } = useLazyLoadQuery<ShepherdingCallPageQuery>(pageQuery, shepherdingPageVariables(), { fetchPolicy: 'network-only' });
  return viewer ? <Requests viewer={viewer} /> : null;
}

function Requests({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation(['shepherding', 'common']);
  const formSection = useRef<HTMLElement>(null);
  // On a phone the form follows the member's own requests: one button takes them to its first field.
  const toForm = () => {
    formSection.current?.scrollIntoView({ block: 'start' });
    formSection.current?.querySelector<HTMLElement>('button, input, textarea')?.focus({ preventScroll: true });
  };
  return (
    <>
      <Button onPress={toForm} className={styles.toForm}>
        <Plus aria-hidden="true" className={styles.icon} />
        {t('form.title')}
      </Button>
      {/* The member's own requests come first on a phone; on a wide screen the form stands on the left. */}
      <div className={styles.columns}>
        <section className={styles.yoursColumn} aria-labelledby="your-requests-heading">
          <h2 id="your-requests-heading" className={styles.heading}>
            {t('yours.title')}
          </h2>
          <YourRequests viewer={viewer} />
        </section>
        <section ref={formSection} className={styles.formColumn} aria-labelledby="request-form-heading">
          <h2 id="request-form-heading" className={styles.heading}>
            {t('form.title')}
          </h2>
          <ShepherdingRequestForm viewerId={viewer.id} />
        </section>
      </div>
      {viewer.canManageShepherdingRequests && <GroupRequests viewer={viewer} />}
    </>
  );
}
