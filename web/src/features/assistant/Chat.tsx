// The conversation: each message sent streams its answer into the list as it arrives; a tool call
// the assistant made is shown with its message, toasted, and refreshes the lists it touched
// (store-updates.ts). A song found to play opens it on the songs page.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from '../../platform/router.tsx';
import { useFormat } from '../../i18n/format.ts';
import { errorToast, toast } from '../../ui/toast.tsx';
import * as styles from './assistant.css.ts';
import { asksToLogIn, ChatError, streamChat, type AssistantAction } from './chat-stream.ts';
import { Composer } from './Composer.tsx';
import { Counters } from './Counters.tsx';
import { countAnswer, refreshTouchedLists } from './store-updates.ts';

interface Message {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  action?: AssistantAction | null;
  error?: boolean;
}

export function Chat({ viewerId, usage }: { viewerId: string; usage: { requests: number; tokens: number } }) {
  const { t } = useTranslation('assistant');
  const format = useFormat();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<Message[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);

  const update = (id: number, change: (m: Message) => Message) =>
    setMessages((list) => list.map((m) => (m.id === id ? change(m) : m)));

  /** The message to show for a failed turn: the server's own, except a lost session. */
  const failureMessage = (error: unknown) => {
    if (asksToLogIn(error)) return t('toast.logIn');
    if (error instanceof ChatError && error.message) return error.message;
    return t('toast.failed');
  };

  const send = async (text: string) => {
    const message = text.trim();
    if (!message || busy) return;
    const userId = nextId.current++;
    const answerId = nextId.current++;
    setMessages((list) => [
      ...list,
      { id: userId, role: 'user', content: message, timestamp: new Date() },
      { id: answerId, role: 'assistant', content: '', timestamp: new Date() },
    ]);
    setBusy(true);
    try {
      const answer = await streamChat(message, (piece) => update(answerId, (m) => ({ ...m, content: m.content + piece })));
      update(answerId, (m) => ({ ...m, content: answer.response, action: answer.action, timestamp: new Date() }));
      countAnswer(environment, viewerId, answer.usage.total_tokens);
      const { action } = answer;
      if (action?.success) {
        toast({ title: t('toast.actionCompleted'), description: action.title ?? undefined });
        refreshTouchedLists(environment, viewerId, action);
        if (action.type === 'play_music' && action.targetId !== null) navigate(`/favorites?play=${action.targetId}`);
      } else if (action) {
        errorToast(answer.response, t('toast.actionFailed'));
      }
    } catch (error) {
      const shown = failureMessage(error);
      update(answerId, (m) => ({ ...m, content: shown, error: true }));
      errorToast(shown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Counters requests={usage.requests} tokens={usage.tokens} />
      <section className={styles.log} role="log" aria-label={t('chat.log')} aria-busy={busy}>
        {messages.length === 0 ? (
          <p className={styles.subtitle}>{t('chat.empty')}</p>
        ) : (
          <ul className={styles.messages}>
            {messages.map((m) => (
              <li key={m.id} className={styles.message} data-role={m.role}>
                <p className={styles.messageMeta}>
                  {m.role === 'user' ? t('chat.you') : t('chat.assistant')} · {format.instant(m.timestamp, { timeStyle: 'short' })}
                </p>
                {/* The member's message and the answer to it keep their own direction; the app's own words (waiting, a failure) the page's. */}
                <p className={m.error ? styles.errorText : styles.messageText} dir={m.content && !m.error ? 'auto' : undefined}>
                  {m.content || t('chat.thinking')}
                </p>
                {m.action && (
                  <p className={styles.messageMeta}>{m.action.success ? t('chat.actionDone') : t('chat.actionFailed')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Composer busy={busy} onSend={send} />
    </>
  );
}
