// The member's return visits in three views: Due (next visit on or before the end of this week in
// the device's calendar, overdue first), All (soonest next visit first, those with none last, then
// by name, as the server orders them) and Map. Add / Edit / Record a call / Delete dialogs. Visits
// written on this device show at once, whether or not they have reached the server.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ReturnVisitList_viewer$key } from '../../__generated__/ReturnVisitList_viewer.graphql';
import { ShellPart } from '../../platform/shell-part.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Dialog.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs.tsx';
import { tabsOnPage } from '../../ui/ui.css.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import type { MapSettings } from '../gps/index.ts';
import { dueMayContinue, dueThisWeek } from './due.ts';
import { HandoverDialog, type HandedVisit } from './HandoverDialog.tsx';
import { HandoverOffers } from './HandoverOffers.tsx';
import { RecordCallDialog } from './RecordCallDialog.tsx';
import { ReturnVisitCard, type ReturnVisitValues } from './ReturnVisitCard.tsx';
import { ReturnVisitDialog } from './ReturnVisitDialog.tsx';
import { MapUnavailable } from './MapUnavailable.tsx';
import { PAGE_SIZE } from './route.ts';
import { useDeleteReturnVisitMutation } from './useDeleteReturnVisitMutation.ts';
import * as styles from './returnVisits.css.ts';

// The map's code (and maplibre with it) is fetched when its tab opens. While it cannot be fetched
// the tab says the map cannot be shown, the lists go on, and the map comes when the signal does.
const visitsMap = async () => (await import('./VisitsMap.tsx')).VisitsMap;

interface Props {
  viewer: ReturnVisitList_viewer$key;
  today: string;
  mapSettings: MapSettings;
}

/** The server's order: soonest next visit first, none last, then by name. */
function byNextVisit(a: { nextVisitDate?: string | null; name: string }, b: { nextVisitDate?: string | null; name: string }) {
  if (a.nextVisitDate !== b.nextVisitDate) {
    if (!a.nextVisitDate) return 1;
    if (!b.nextVisitDate) return -1;
    return a.nextVisitDate.localeCompare(b.nextVisitDate);
  }
  return a.name.localeCompare(b.name);
}

export function ReturnVisitList({ viewer, today, mapSettings }: Props) {
  const { t } = useTranslation('returnVisits');
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ReturnVisitList_viewer on User
      @refetchable(queryName: "ReturnVisitListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        ...HandoverOffers_viewer
        returnVisits(first: $count, after: $cursor) @connection(key: "ReturnVisitList_returnVisits") {
          __id
          totalCount
          edges {
            node {
              id
              name
              address
              nextVisitDate
              latitude
              longitude
              ...ReturnVisitCard_visit
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.returnVisits;
  const all = useMemo(() => connection.edges.map((edge) => edge.node).sort(byNextVisit), [connection.edges]);
  const due = useMemo(() => dueThisWeek(all, today), [all, today]);
  // The Due list is complete: the next pages come in while the last visit loaded is still due.
  const loaded = connection.edges.map((edge) => edge.node);
  const moreDue = dueMayContinue(loaded, hasNext, today);
  useEffect(() => {
    if (moreDue && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [moreDue, isLoadingNext, loadNext]);
  const [dialog, setDialog] = useState<{ editing: ReturnVisitValues | null } | null>(null);
  const [calling, setCalling] = useState<ReturnVisitValues | null>(null);
  const [deleting, setDeleting] = useState<ReturnVisitValues | null>(null);
  const [handing, setHanding] = useState<HandedVisit | null>(null);
  // Handovers are decided on the server: the list and the offers are read again after one.
  const refresh = () =>
    startTransition(() => {
      refetch({ count: Math.max(PAGE_SIZE, connection.edges.length), cursor: null }, { fetchPolicy: 'network-only' });
    });
  const [remove] = useDeleteReturnVisitMutation();
  const openAdd = () => setDialog({ editing: null });

  const confirmDelete = () => {
    const visit = deleting;
    setDeleting(null);
    if (!visit) return;
    remove({
      variables: { input: { id: visit.id }, connections: [connection.__id] },
      onCompleted: () => toast({ title: t('toast.deleted') }),
      onError: (error) => errorToast(t('toast.failed', { message: error.message })),
    });
  };

  const cards = (visits: typeof all, label: string) => (
    <ul className={styles.list} aria-label={label}>
      {visits.map((visit) => (
        <ReturnVisitCard
          key={visit.id}
          visit={visit}
          today={today}
          onEdit={(values) => setDialog({ editing: values })}
          onDelete={setDeleting}
          onRecordCall={setCalling}
          onHandOver={setHanding}
        />
      ))}
    </ul>
  );

  return (
    <>
      <div className={styles.header}>
        <p className={styles.count} role="status">
          {t('count', { count: connection.totalCount })}
        </p>
        <Button onPress={openAdd}>{t('add')}</Button>
      </div>
      <HandoverOffers viewer={data} onChanged={refresh} />
      {all.length === 0 ? (
        <section className={styles.empty} aria-labelledby="return-visits-empty">
          <h2 id="return-visits-empty">{t('emptyTitle')}</h2>
          <p className={styles.muted}>{t('emptyHint')}</p>
          <Button onPress={openAdd}>{t('addFirst')}</Button>
        </section>
      ) : (
        <Tabs defaultSelectedKey="due" className={tabsOnPage}>
          <TabList aria-label={t('tabs.label')}>
            <Tab id="due">{`${t('tabs.due')} (${due.length})`}</Tab>
            <Tab id="all">{`${t('tabs.all')} (${all.length})`}</Tab>
            <Tab id="map">{t('tabs.map')}</Tab>
          </TabList>
          <TabPanel id="due">
            <h2>{t('due.title')}</h2>
            {due.length === 0 ? <p>{t('due.empty')}</p> : cards(due, t('due.title'))}
          </TabPanel>
          <TabPanel id="all">
            {cards(all, t('tabs.all'))}
            {hasNext && (
              <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
                {isLoadingNext ? t('loadingMore') : t('loadMore')}
              </Button>
            )}
          </TabPanel>
          <TabPanel id="map">
            <ShellPart
              load={visitsMap}
              fallback={<p className={styles.muted}>{t('map.loading')}</p>}
              unavailable={<MapUnavailable />}
              settings={mapSettings}
              visits={all}
              due={due}
            />
          </TabPanel>
        </Tabs>
      )}

      <ReturnVisitDialog
        editing={dialog?.editing ?? null}
        isOpen={dialog !== null}
        onClose={() => setDialog(null)}
        connectionId={connection.__id}
        mapSettings={mapSettings}
      />
      <RecordCallDialog visit={calling} onClose={() => setCalling(null)} />
      <HandoverDialog visit={handing} onClose={() => setHanding(null)} onOffered={refresh} />
      <ConfirmDialog
        title={t('deleteTitle')}
        message={t('deleteConfirmation', { name: deleting?.name ?? '' })}
        confirmLabel={t('card.delete')}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** Card placeholders while the list loads. */
export function ReturnVisitsLoading() {
  const { t } = useTranslation('returnVisits');
  return <p role="status">{t('loading')}</p>;
}
