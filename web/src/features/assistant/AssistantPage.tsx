// Ministry AI Assistant (/ai-assistant, docs/product/assistant.md): today's counters, the
// conversation, the message box with its microphone and the quick commands. A visitor is asked to
// sign in; a server without an AI key says so and how to configure one.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { AssistantPageQuery } from '../../__generated__/AssistantPageQuery.graphql';
import { usePageQuery } from '../../platform/page-query.ts';
import { useShell } from '../../platform/shell-context.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './assistant.css.ts';
import { Chat } from './Chat.tsx';

export function AssistantPage() {
  const { t } = useTranslation('assistant');
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('page.title')}</h1>
        <p className={styles.subtitle}>{t('page.subtitle')}</p>
      </header>
      <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
        <Assistant />
      </Suspense>
    </div>
  );
}

function Assistant() {
  const { t } = useTranslation('assistant');
  const shell = useShell();
  const { viewer } = usePageQuery<AssistantPageQuery>(graphql`
    query AssistantPageQuery {
      viewer {
        id
        isAdmin
        assistant {
          configured
          usageToday {
            requests
            tokens
          }
        }
      }
    }
  `);
  if (!viewer) {
    return (
      <section className={styles.prompt} aria-labelledby="assistant-sign-in">
        <h2 id="assistant-sign-in" className={styles.heading}>
          {t('signIn.title')}
        </h2>
        <p className={styles.subtitle}>{t('signIn.body')}</p>
        <Button onPress={() => shell.openAccount('sign-in')}>{t('signIn.button')}</Button>
      </section>
    );
  }
  if (!viewer.assistant.configured) {
    return (
      <section className={styles.prompt} aria-labelledby="assistant-not-configured">
        <h2 id="assistant-not-configured" className={styles.heading}>
          {t('notConfigured.title')}
        </h2>
        <p className={styles.subtitle}>{t('notConfigured.body')}</p>
        {viewer.isAdmin && <p className={styles.subtitle}>{t('notConfigured.admin')}</p>}
      </section>
    );
  }
  return <Chat key={viewer.id} viewerId={viewer.id} usage={viewer.assistant.usageToday} />;
}
