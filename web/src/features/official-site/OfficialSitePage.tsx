// The official-site page (/jw-org): the organisation's public site in a full-height frame, with
// Back to App, the site's home, and the Library, Bible and Publications buttons pointing the frame
// at those sections. When the frame cannot work the page says so and offers the site in a new
// tab: the server found the site refuses to be framed (a browser cannot tell: the frame's load
// event fires all the same), the device is offline, the site cannot be reached (the frame's load
// event fires for the browser's own error page too, so the page also asks the site once, with no
// credentials and reading nothing: a request that fails means the frame shows no site), or the
// site was not shown within LOAD_TIMEOUT_MS. The new-tab link is also always in the toolbar.
// docs/product/official-site.md.
import { ArrowLeft, ExternalLink, House } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { OfficialSitePageQuery } from '../../__generated__/OfficialSitePageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useOnline } from '../../offline/useOnline.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LOAD_TIMEOUT_MS, type Section, sectionUrl } from './sections.ts';
import * as styles from './official-site.css.ts';
import { flipInRtl } from '../../ui/ui.css.ts';

type FrameState = 'loading' | 'loaded';
/** Whether the site answered this load's request: unknown until it does or fails. */
type Reach = 'unknown' | 'reached' | 'unreachable';

export function OfficialSitePage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<Loading />}>
        <OfficialSite />
      </Suspense>
    </div>
  );
}


function OfficialSite() {
  const { t } = useTranslation('officialSite');
  const { appSettings } = usePageQuery<OfficialSitePageQuery>(graphql`
    query OfficialSitePageQuery {
      appSettings { id officialSiteUrl officialSiteFraming }
    }
  `);
  const [section, setSection] = useState<Section>('home');
  // Bumped to load the frame again (a retry after a failure, or the connection coming back).
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameState>('loading');
  const [reach, setReach] = useState<Reach>('unknown');
  const [expired, setExpired] = useState(false);
  const online = useOnline();
  const src = sectionUrl(appSettings.officialSiteUrl, section);

  const open = useCallback((next: Section) => {
    setSection(next);
    setAttempt((n) => n + 1);
  }, []);

  // Back online after being offline: load the frame again.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) setAttempt((n) => n + 1);
    wasOnline.current = online;
  }, [online]);

  // Each new load (section, retry, back online) starts its own clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src and attempt start a new load
  useEffect(() => {
    setState('loading');
    setReach('unknown');
    setExpired(false);
    const controller = new AbortController();
    fetch(src, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal }).then(
      () => setReach('reached'),
      () => !controller.signal.aborted && setReach('unreachable'),
    );
    const timer = setTimeout(() => setExpired(true), LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [src, attempt]);
  // The frame is shown once it loaded and the site answered; until then the page says it is loading.
  const shown = state === 'loaded' && reach === 'reached';

  const refused = appSettings.officialSiteFraming === 'REFUSED';
  const failed = refused || !online || reach === 'unreachable' || (expired && !shown);
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ButtonLink variant="secondary" href="/">
          <ArrowLeft aria-hidden="true" size={16} className={`${styles.icon} ${flipInRtl}`} /> {t('backToApp')}
        </ButtonLink>
        <ButtonLink variant="secondary" href={src} target="_blank" rel="noopener noreferrer">
          {t('fallback.openInNewTab')} <ExternalLink aria-hidden="true" size={16} className={`${styles.icon} ${flipInRtl}`} />
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </ButtonLink>
      </div>
      <nav aria-label={t('sectionsLabel')} className={styles.sections}>
        <Button variant={section === 'home' ? 'primary' : 'secondary'} onPress={() => open('home')}>
          <House aria-hidden="true" size={16} className={styles.icon} /> {t('home')}
        </Button>
        {(['library', 'bible', 'publications'] as const).map((item) => (
          <Button key={item} variant={section === item ? 'primary' : 'secondary'} onPress={() => open(item)}>
            {t(`sections.${item}`)}
          </Button>
        ))}
      </nav>
      <div className={styles.stage}>
        {failed ? (
          <Fallback reason={!online ? 'offline' : refused ? 'refusedBySite' : 'refused'} href={src} retry={() => setAttempt((n) => n + 1)} />
        ) : (
          <>
            <iframe
              key={`${src}#${attempt}`}
              title={t('frameTitle')}
              src={src}
              className={shown ? styles.frame : `${styles.frame} ${styles.hidden}`}
              onLoad={() => setState('loaded')}
              referrerPolicy="strict-origin-when-cross-origin"
            />
            {!shown && <Loading />}
          </>
        )}
      </div>
    </>
  );
}

function Fallback({ reason, href, retry }: { reason: 'offline' | 'refused' | 'refusedBySite'; href: string; retry: () => void }) {
  const { t } = useTranslation('officialSite');
  return (
    <div role="alert" className={styles.fallback}>
      <h2 className={styles.fallbackTitle}>{t('fallback.title')}</h2>
      <p className={styles.muted}>{t(`fallback.${reason}`)}</p>
      <div className={styles.actions}>
        <ButtonLink href={href} target="_blank" rel="noopener noreferrer">
          {t('fallback.openInNewTab')} <ExternalLink aria-hidden="true" size={16} className={`${styles.icon} ${flipInRtl}`} />
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </ButtonLink>
        {reason === 'refused' && (
          <Button variant="secondary" onPress={retry}>
            {t('fallback.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('officialSite');
  return (
    <div role="status" className={styles.loading}>
      <div className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
