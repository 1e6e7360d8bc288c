// Voice Transcriber (/voice-transcriber, docs/product/transcriber.md): the recorder with its
// language, the live transcript and its actions, and the saved transcripts — on the server for a
// member, in this browser for a visitor. A browser without speech recognition gets a page that
// says so and names the browsers that have it.
import { MicOff } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { useServerTranscripts_viewer$key } from '../../__generated__/useServerTranscripts_viewer.graphql';
import type { VoiceTranscriberPageQuery } from '../../__generated__/VoiceTranscriberPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Recorder } from './Recorder.tsx';
import { speechRecognition, type RecogniserConstructor } from './recognition.ts';
import { SavedTranscripts } from './SavedTranscripts.tsx';
import type { TranscriptStore } from './transcript-items.ts';
import * as styles from './transcriber.css.ts';
import { useLocalTranscripts } from './useLocalTranscripts.ts';
import { useServerTranscripts } from './useServerTranscripts.ts';

export function VoiceTranscriberPage() {
  const { t } = useTranslation('transcriber');
  const Recognition = useMemo(() => speechRecognition(window), []);
  if (!Recognition) return <NotSupported />;
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </header>
      <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
        <Transcriber Recognition={Recognition} />
      </Suspense>
    </div>
  );
}

function Transcriber({ Recognition }: { Recognition: RecogniserConstructor }) {
  const { viewer } = usePageQuery<VoiceTranscriberPageQuery>(graphql`
    query VoiceTranscriberPageQuery {
      viewer {
        id
        ...useServerTranscripts_viewer
      }
    }
  `);
  return viewer ? (
    <MemberTranscriber key={viewer.id} viewer={viewer} Recognition={Recognition} />
  ) : (
    <VisitorTranscriber Recognition={Recognition} />
  );
}

function MemberTranscriber({ viewer, Recognition }: { viewer: useServerTranscripts_viewer$key; Recognition: RecogniserConstructor }) {
  return <Screen store={useServerTranscripts(viewer)} Recognition={Recognition} visitor={false} />;
}

function VisitorTranscriber({ Recognition }: { Recognition: RecogniserConstructor }) {
  return <Screen store={useLocalTranscripts()} Recognition={Recognition} visitor />;
}

function Screen({ store, Recognition, visitor }: { store: TranscriptStore; Recognition: RecogniserConstructor; visitor: boolean }) {
  return (
    <>
      <Recorder Recognition={Recognition} store={store} visitor={visitor} />
      <SavedTranscripts store={store} />
    </>
  );
}

function NotSupported() {
  const { t } = useTranslation('transcriber');
  return (
    <div className={styles.page}>
      <section className={styles.unsupported} aria-labelledby="transcriber-unsupported">
        <MicOff aria-hidden="true" size={48} className={styles.unsupportedIcon} />
        <h1 id="transcriber-unsupported">{t('unsupported.title')}</h1>
        <p className={styles.subtitle}>{t('unsupported.body')}</p>
        <ButtonLink variant="secondary" href="/">
          {t('unsupported.home')}
        </ButtonLink>
      </section>
    </div>
  );
}
