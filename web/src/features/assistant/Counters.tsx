// Today's use of the assistant: requests, tokens, an approximate cost and a bar of the tokens.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import * as styles from './assistant.css.ts';
import { COST_PER_TOKEN, TOKEN_BAR_MAX } from './chat-stream.ts';

export function Counters({ requests, tokens }: { requests: number; tokens: number }) {
  const { t } = useTranslation('assistant');
  const format = useFormat();
  const filled = Math.min(100, (tokens / TOKEN_BAR_MAX) * 100);
  const max = format.number(TOKEN_BAR_MAX);
  return (
    <section className={styles.counters} aria-labelledby="assistant-counters">
      <h2 id="assistant-counters" className={styles.heading}>
        {t('counters.label')}
      </h2>
      <dl className={styles.counterRow}>
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>{t('counters.requests')}</dt>
          <dd className={styles.counterValue}>{format.number(requests)}</dd>
        </div>
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>{t('counters.tokens')}</dt>
          <dd className={styles.counterValue}>{format.number(tokens)}</dd>
        </div>
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>{t('counters.cost')}</dt>
          <dd className={styles.counterValue}>
            {format.number(tokens * COST_PER_TOKEN, { style: 'currency', currency: 'USD', minimumFractionDigits: 4, maximumFractionDigits: 4 })}
          </dd>
        </div>
      </dl>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('counters.bar', { max })}
        aria-valuemin={0}
        aria-valuemax={TOKEN_BAR_MAX}
        aria-valuenow={Math.min(tokens, TOKEN_BAR_MAX)}
      >
        <div className={styles.barFill} style={{ inlineSize: `${filled}%` }} />
      </div>
    </section>
  );
}
