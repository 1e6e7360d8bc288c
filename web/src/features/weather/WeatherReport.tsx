// The parts of the weather report: when it was fetched, the conditions now, the week ahead and the
// ministry advice. Units are the forecast service's: °F, mph and inches.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherAdvice, WeatherPageQuery$data } from '../../__generated__/WeatherPageQuery.graphql';
import { useFormat } from '../../i18n/format.ts';
import { timeAgo } from '../../i18n/time-ago.ts';
import { compassPoint, weatherCode } from './weather-codes.ts';
import * as styles from './weather.css.ts';

// The conditions and the days as the page's query reads them: the server's schema is their only
// declaration.
type Weather = Extract<WeatherPageQuery$data['weather'], { __typename: 'WeatherReport' }>;
type Current = Weather['current'];
type Day = Weather['daily'][number];

const MINUTE = 60_000;

/** The current time, refreshed each minute, so "N minutes ago" keeps counting. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useUnits() {
  const { t } = useTranslation('weather');
  const format = useFormat();
  const n = (value: number, digits: number) => format.number(value, { maximumFractionDigits: digits });
  return {
    fahrenheit: (value: number) => t('units.fahrenheit', { value: n(value, 0) }),
    inches: (value: number) => t('units.inches', { value: n(value, 2) }),
    mph: (value: number) => t('units.mph', { value: n(value, 0) }),
    percent: (value: number) => t('units.percent', { value: n(value, 0) }),
    speed: (value: number) => n(value, 0),
  };
}

export function UpdatedAt({ fetchedAt, stale }: { fetchedAt: string; stale: boolean }) {
  const { t } = useTranslation('weather');
  const { locale } = useFormat();
  const ago = timeAgo(fetchedAt, locale, useMinuteClock());
  if (stale) {
    return (
      <p role="status" className={styles.notice}>
        {ago ? t('page.stale', { ago }) : t('page.staleJustNow')}
      </p>
    );
  }
  return <p className={styles.muted}>{ago ? t('page.updated', { ago }) : t('page.updatedJustNow')}</p>;
}

export function CurrentConditions({ current }: { current: Current }) {
  const { t } = useTranslation('weather');
  const units = useUnits();
  const { key, icon: Icon } = weatherCode(current.weatherCode);
  const facts: [string, string][] = [
    [t('current.feelsLike'), units.fahrenheit(current.apparentTemperature)],
    [t('current.humidity'), units.percent(current.humidity)],
    [t('current.precipitation'), units.inches(current.precipitation)],
    [t('current.wind'), t('current.windValue', { speed: units.speed(current.windSpeed), direction: t(`compass.${compassPoint(current.windDirection)}`) })],
  ];
  return (
    <section className={styles.card} aria-labelledby="weather-now">
      <h2 id="weather-now" className={styles.cardTitle}>
        {t('current.title')}
      </h2>
      <div className={styles.now}>
        <Icon aria-hidden="true" size={48} className={styles.icon} />
        <span className={styles.temperature}>{units.fahrenheit(current.temperature)}</span>
        <span>{t(`codes.${key}`)}</span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DailyForecast({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation('weather');
  const format = useFormat();
  const units = useUnits();
  return (
    <section className={styles.card} aria-labelledby="weather-week">
      <h2 id="weather-week" className={styles.cardTitle}>
        {t('forecast.title')}
      </h2>
      <ul className={styles.days}>
        {days.map((day) => {
          const { key, icon: Icon } = weatherCode(day.weatherCode);
          return (
            <li key={day.date} className={styles.day}>
              <h3 className={styles.dayName}>{format.calendarDate(day.date, { weekday: 'long', month: 'short', day: 'numeric' })}</h3>
              <Icon aria-hidden="true" size={28} className={styles.icon} />
              <span>{t(`codes.${key}`)}</span>
              <span>
                {t('forecast.high')}: {units.fahrenheit(day.temperatureMax)} · {t('forecast.low')}: {units.fahrenheit(day.temperatureMin)}
              </span>
              <span className={styles.muted}>
                {t('forecast.precipitation')}: {units.inches(day.precipitationSum)}
              </span>
              <span className={styles.muted}>
                {t('forecast.wind')}: {units.mph(day.windSpeedMax)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function MinistryAdvice({ advice }: { advice: readonly WeatherAdvice[] }) {
  const { t } = useTranslation('weather');
  return (
    <section className={styles.card} aria-labelledby="weather-advice">
      <h2 id="weather-advice" className={styles.cardTitle}>
        {t('advice.title')}
      </h2>
      <ul className={styles.advice}>
        {advice.map((item) => (
          <li key={item}>{t(`advice.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}
