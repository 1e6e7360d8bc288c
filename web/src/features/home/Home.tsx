import { Link } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HomeQuery } from '../../__generated__/HomeQuery.graphql';
import { groupLabel } from '../../app/nav.ts';
import { EmergencyContacts } from '../contacts/EmergencyContacts.tsx';
import { VisitorBanner } from '../sample-data/VisitorBanner.tsx';
import { caption, formatDate, formatTime, useNow } from './clock.ts';
import * as styles from './home.css.ts';

const TILES = [
  { to: '/notes', icon: '✎', label: 'Notes' },
  { to: '/calendar', icon: '📅', label: 'Calendar' },
  { to: '/service-group', icon: '👥', label: 'Service Group' },
  { to: '/territories', icon: '🗺', label: 'Territories' },
  { to: '/scriptures', icon: '📖', label: 'Scriptures' },
  { to: '/videos', icon: '▶', label: 'Videos' },
  { to: '/favorites', icon: '♫', label: 'Favorites' },
  { to: '/weather', icon: '☀', label: 'Weather' },
  { to: '/map', icon: '⌖', label: 'GPS Tracking' },
  { to: '/convention-notes', icon: '🗒', label: 'Convention Notes' },
  { to: '/hlc', icon: '🏥', label: 'HLC Contacts' },
  { to: '/ai-assistant', icon: '💬', label: 'AI Assistant' },
];

function Clock() {
  const now = useNow();
  return (
    <>
      <time className={styles.clock} dateTime={now.toISOString()} aria-live="off">
        {formatTime(now)}
      </time>
      <span>{formatDate(now)}</span>
      <span className={styles.muted}>{caption(now)}</span>
    </>
  );
}

export function Home() {
  const { viewer } = useLazyLoadQuery<HomeQuery>(
    graphql`
      query HomeQuery {
        viewer {
          fullName
          groupNumber
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );

  return (
    <div className={styles.stack}>
      <h1 className="visually-hidden">Home</h1>
      <section className={styles.hero} aria-label="Today">
        <span>{viewer ? `Welcome, ${viewer.fullName}` : 'Welcome'}</span>
        <Clock />
      </section>

      {viewer ? (
        <section className={styles.banner} aria-label="Your service group">
          <span>
            <strong>{groupLabel(viewer.groupNumber)}</strong>
            <br />
            <span className={styles.muted}>Status updates and shared experiences of your group</span>
          </span>
          <Link href="/service-group" className={styles.tile} style={{ minHeight: 0 }}>
            Open group page
          </Link>
        </section>
      ) : (
        <VisitorBanner />
      )}

      <nav aria-label="Features" className={styles.tiles}>
        {TILES.map((tile) => (
          <Link key={tile.to} href={tile.to} className={styles.tile}>
            <span className={styles.tileIcon} aria-hidden="true">
              {tile.icon}
            </span>
            {tile.label}
          </Link>
        ))}
      </nav>

      <EmergencyContacts />
    </div>
  );
}
