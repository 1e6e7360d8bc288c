// The support inbox (docs/product/feedback.md): the three footer forms' reports for admins, a tab
// each, newest first, with a status filter and "Show more". The server refuses it to anyone but an
// admin. Exported for the admin panel's Support tab; the footer also opens it for admins.
import { Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { FeedbackInbox_customAppRequests$key } from '../../__generated__/FeedbackInbox_customAppRequests.graphql';
import type { FeedbackInbox_problemReports$key } from '../../__generated__/FeedbackInbox_problemReports.graphql';
import type { FeedbackInbox_suggestions$key } from '../../__generated__/FeedbackInbox_suggestions.graphql';
import type { FeedbackInboxCustomAppRequestsQuery } from '../../__generated__/FeedbackInboxCustomAppRequestsQuery.graphql';
import type { FeedbackInboxProblemReportsQuery } from '../../__generated__/FeedbackInboxProblemReportsQuery.graphql';
import type { FeedbackInboxSuggestionsQuery } from '../../__generated__/FeedbackInboxSuggestionsQuery.graphql';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { InboxCustomAppRequest } from './InboxCustomAppRequest.tsx';
import { InboxProblemReport } from './InboxProblemReport.tsx';
import { InboxSuggestion } from './InboxSuggestion.tsx';
import { isStatus, STATUSES, type Status } from './labels.ts';
import * as styles from './feedback.css.ts';

const PAGE = 20;

export function FeedbackInbox() {
  const { t } = useTranslation('feedback');
  // One tab's list at a time: each is its own query, within the API's query-cost limit.
  const loading = <p>{t('inbox.loading')}</p>;
  return (
    <Tabs className={styles.inbox}>
      <TabList aria-label={t('inbox.title')}>
        <Tab id="problems">{t('inbox.problems')}</Tab>
        <Tab id="suggestions">{t('inbox.suggestions')}</Tab>
        <Tab id="requests">{t('inbox.requests')}</Tab>
      </TabList>
      <TabPanel id="problems">
        <Suspense fallback={loading}>
          <ProblemReportsTab />
        </Suspense>
      </TabPanel>
      <TabPanel id="suggestions">
        <Suspense fallback={loading}>
          <SuggestionsTab />
        </Suspense>
      </TabPanel>
      <TabPanel id="requests">
        <Suspense fallback={loading}>
          <CustomAppRequestsTab />
        </Suspense>
      </TabPanel>
    </Tabs>
  );
}

const STORE_AND_NETWORK = { fetchPolicy: 'store-and-network' } as const;

function ProblemReportsTab() {
  const data = useLazyLoadQuery<FeedbackInboxProblemReportsQuery>(
    graphql`
      query FeedbackInboxProblemReportsQuery {
        ...FeedbackInbox_problemReports
      }
    `,
    {},
    STORE_AND_NETWORK,
  );
  return <ProblemReports query={data} />;
}

function SuggestionsTab() {
  const data = useLazyLoadQuery<FeedbackInboxSuggestionsQuery>(
    graphql`
      query FeedbackInboxSuggestionsQuery {
        ...FeedbackInbox_suggestions
      }
    `,
    {},
    STORE_AND_NETWORK,
  );
  return <Suggestions query={data} />;
}

function CustomAppRequestsTab() {
  const data = useLazyLoadQuery<FeedbackInboxCustomAppRequestsQuery>(
    graphql`
      query FeedbackInboxCustomAppRequestsQuery {
        ...FeedbackInbox_customAppRequests
      }
    `,
    {},
    STORE_AND_NETWORK,
  );
  return <CustomAppRequests query={data} />;
}

/** The status filter and the list frame every tab shares. */
function InboxList({
  count,
  status,
  onStatus,
  hasNext,
  loadingNext,
  onMore,
  children,
}: {
  count: number;
  status: Status | null;
  onStatus: (status: Status | null) => void;
  hasNext: boolean;
  loadingNext: boolean;
  onMore: () => void;
  children: React.ReactNode[];
}) {
  const { t } = useTranslation('feedback');
  return (
    <div className={styles.inboxList}>
      <div className={styles.inboxFilter}>
        <Select
          label={t('inbox.show')}
          options={[{ id: 'all', label: t('inbox.all') }, ...STATUSES.map((id) => ({ id, label: t(`status.${id}`) }))]}
          value={status ?? 'all'}
          onChange={(value) => onStatus(isStatus(value) ? value : null)}
        />
        <p role="status" className={styles.meta}>
          {t('inbox.count', { count })}
        </p>
      </div>
      {children.length === 0 ? <p>{t('inbox.empty')}</p> : <ul className={styles.list}>{children}</ul>}
      {hasNext && (
        <Button variant="secondary" isDisabled={loadingNext} onPress={onMore}>
          {t('inbox.more')}
        </Button>
      )}
    </div>
  );
}

function useStatusFilter(refetch: (vars: { status: Status | null }, options: { fetchPolicy: 'store-and-network' }) => unknown) {
  const [status, setStatus] = useState<Status | null>(null);
  const [, startTransition] = useTransition();
  const change = (next: Status | null) => {
    setStatus(next);
    startTransition(() => void refetch({ status: next }, { fetchPolicy: 'store-and-network' }));
  };
  return [status, change] as const;
}

function ProblemReports({ query }: { query: FeedbackInbox_problemReports$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment FeedbackInbox_problemReports on Query
      @refetchable(queryName: "FeedbackInboxProblemReportsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, status: { type: "ReportStatus" }) {
        problemReportInbox(first: $count, after: $cursor, status: $status) @connection(key: "FeedbackInbox_problemReportInbox", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...InboxProblemReport_report
            }
          }
        }
      }
    `,
    query,
  );
  const [status, setStatus] = useStatusFilter(refetch);
  const inbox = data.problemReportInbox;
  return (
    <InboxList count={inbox.totalCount} status={status} onStatus={setStatus} hasNext={hasNext} loadingNext={isLoadingNext} onMore={() => loadNext(PAGE)}>
      {inbox.edges.map(({ node }) => (
        <InboxProblemReport key={node.id} report={node} />
      ))}
    </InboxList>
  );
}

function Suggestions({ query }: { query: FeedbackInbox_suggestions$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment FeedbackInbox_suggestions on Query
      @refetchable(queryName: "FeedbackInboxSuggestionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, status: { type: "ReportStatus" }) {
        suggestionInbox(first: $count, after: $cursor, status: $status) @connection(key: "FeedbackInbox_suggestionInbox", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...InboxSuggestion_suggestion
            }
          }
        }
      }
    `,
    query,
  );
  const [status, setStatus] = useStatusFilter(refetch);
  const inbox = data.suggestionInbox;
  return (
    <InboxList count={inbox.totalCount} status={status} onStatus={setStatus} hasNext={hasNext} loadingNext={isLoadingNext} onMore={() => loadNext(PAGE)}>
      {inbox.edges.map(({ node }) => (
        <InboxSuggestion key={node.id} suggestion={node} />
      ))}
    </InboxList>
  );
}

function CustomAppRequests({ query }: { query: FeedbackInbox_customAppRequests$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment FeedbackInbox_customAppRequests on Query
      @refetchable(queryName: "FeedbackInboxCustomAppRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, status: { type: "ReportStatus" }) {
        customAppRequestInbox(first: $count, after: $cursor, status: $status) @connection(key: "FeedbackInbox_customAppRequestInbox", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...InboxCustomAppRequest_request
            }
          }
        }
      }
    `,
    query,
  );
  const [status, setStatus] = useStatusFilter(refetch);
  const inbox = data.customAppRequestInbox;
  return (
    <InboxList count={inbox.totalCount} status={status} onStatus={setStatus} hasNext={hasNext} loadingNext={isLoadingNext} onMore={() => loadNext(PAGE)}>
      {inbox.edges.map(({ node }) => (
        <InboxCustomAppRequest key={node.id} request={node} />
      ))}
    </InboxList>
  );
}
