// Home (docs/product/shell.md, "Home"): the greeting and clock, the member's service group or the
// visitor banner, the feature tiles and the emergency contacts.
import {
  BookOpen,
  CalendarDays,
  ClipboardList,
  Cloud,
  HeartPulse,
  Map as MapIcon,
  MapPin,
  MessageCircle,
  Music,
  NotebookPen,
  NotebookText,
  Play,
  Repeat,
  Timer,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { graphql } from 'react-relay';
import type { HomeQuery } from '../../__generated__/HomeQuery.graphql';
import { useGroupLabel } from '../../platform/groups.ts';
import type { NavKey } from '../../platform/nav-keys.ts';
import { usePageQuery, usePreloadedForViewer } from '../../platform/page-query.ts';
import { useFormat } from '../../i18n/format.ts';
import { EmergencyContacts } from '../contacts/index.ts';
import { VisitorBanner } from '../sample-data/index.ts';
import { caption, formatDate, formatTime, useNow } from './clock.ts';
import * as styles from './home.css.ts';

const TILES: { to: string; icon: LucideIcon; label: NavKey }[] = [
  { to: '/notes', icon: NotebookPen, label: 'notes' },
  { to: '/calendar', icon: CalendarDays, label: 'calendar' },
  { to: '/report', icon: ClipboardList, label: 'report' },
  { to: '/service-group', icon: Users, label: 'serviceGroup' },
  { to: '/territories', icon: MapIcon, label: 'territories' },
  { to: '/return-visits', icon: Repeat, label: 'returnVisits' },
  { to: '/scriptures', icon: BookOpen, label: 'scriptures' },
  { to: '/videos', icon: Play, label: 'videos' },
  { to: '/favorites', icon: Music, label: 'favorites' },
  { to: '/weather', icon: Cloud, label: 'weather' },
  { to: '/map', icon: MapPin, label: 'gpsTracking' },
  { to: '/convention-notes', icon: NotebookText, label: 'conventionNotes' },
  { to: '/hlc', icon: HeartPulse, label: 'hlc' },
  { to: '/ai-assistant', icon: MessageCircle, label: 'aiAssistant' },
];

/**
 * The clock changes every second, so it is not a live region (a screen reader would speak it
 * every second): it is a timer whose label gives the time to the minute when the reader gets to it.
 */
function Clock() {
  const { t } = useTranslation('home');
  const { locale } = useFormat();
  const now = useNow();
  return (
    <>
      <time
        className={styles.clock}
        dateTime={now.toISOString()}
        role="timer"
        aria-live="off"
        aria-label={`${t('clockLabel')}: ${formatTime(now, locale, false)}`}
      >
        {formatTime(now, locale)}
      </time>
      <span>{formatDate(now, locale)}</span>
      <span className={styles.muted}>{t(`captions.${caption(now)}`)}</span>
    </>
  );
}

export function Home() {
  const { t } = useTranslation('home');
  const { t: tShell } = useTranslation('shell');
  const groupLabel = useGroupLabel();
  // Started by the index route's loader (route-table.ts) with the emergency contacts.
  const { viewer } = usePageQuery<HomeQuery>(graphql`
    query HomeQuery($count: Int!) {
      viewer {
        fullName
        groupNumber
        ...EmergencyContacts_viewer @arguments(count: $count)
      }
      # A visitor's sample cards come with the first answer (useSampleData).
      ...useSampleData_contacts
    }
  `);
  const preloaded = usePreloadedForViewer();

  return (
    <div className={styles.stack}>
      <h1 className="visually-hidden">{tShell('pageTitle.home')}</h1>
      <section className={styles.hero} aria-label={t('today')}>
        <span>{viewer ? t('welcomeName', { name: viewer.fullName }) : t('welcome')}</span>
        <Clock />
      </section>

      {viewer ? (
        <section className={styles.banner} aria-label={t('group.label')}>
          <span>
            <strong>{groupLabel(viewer.groupNumber)}</strong>
            <br />
            <span className={styles.muted}>{t('group.body')}</span>
          </span>
          <Link href="/service-group" className={`${styles.tile} ${styles.compactTile}`}>
            <Users aria-hidden="true" size={20} />
            {t('group.open')}
          </Link>
          <Link href="/service-group#check-in" className={`${styles.tile} ${styles.compactTile}`}>
            <Timer aria-hidden="true" size={20} />
            {t('group.checkIn')}
          </Link>
        </section>
      ) : (
        <VisitorBanner />
      )}

      <nav aria-label={t('features')} className={styles.tiles}>
        {TILES.map((tile) => {
          const Icon = tile.icon;
          return (
            <Link key={tile.to} href={tile.to} className={styles.tile}>
              <Icon className={styles.tileIcon} aria-hidden="true" size={28} />
              {tShell(`nav.${tile.label}`)}
            </Link>
          );
        })}
      </nav>

      <EmergencyContacts viewer={viewer ?? null} preloaded={preloaded} />
    </div>
  );
}
