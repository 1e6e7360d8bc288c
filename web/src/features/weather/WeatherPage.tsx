// Weather (/weather): the current conditions, the 7-day forecast and the ministry advice for the
// region an admin chose, as the server last got them from the forecast service. The answer is
// kept on the device like any screen's data, so the page opens offline with the last forecast and
// says how old it is. docs/product/weather.md.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import type { WeatherPageQuery, WeatherPageQuery$data } from '../../__generated__/WeatherPageQuery.graphql';
import { ErrorBoundary } from '../../platform/ErrorBoundary.tsx';
import { usePageQuery } from '../../platform/page-query.ts';
import { Button } from '../../ui/Button.tsx';
import { CurrentConditions, DailyForecast, MinistryAdvice, UpdatedAt } from './WeatherReport.tsx';
import * as styles from './weather.css.ts';

export function WeatherPage() {
  return (
    <div className={styles.page}>
      <ErrorBoundary fallback={<WeatherError reason="failed" retry={() => location.reload()} />}>
        <Suspense fallback={<WeatherLoading />}>
          <Weather />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Weather() {
  const { weather, appSettings } = usePageQuery<WeatherPageQuery>(graphql`
    query WeatherPageQuery {
      appSettings {
        weatherRegion
      }
      weather {
        __typename
        ... on WeatherReport {
          region
          fetchedAt
          stale
          current { temperature apparentTemperature humidity precipitation weatherCode windSpeed windDirection }
          daily { date weatherCode temperatureMax temperatureMin precipitationSum windSpeedMax }
          advice
        }
        ... on WeatherUnavailable { reason }
      }
    }
  `);
  if (weather.__typename !== 'WeatherReport') {
    return (
      <WeatherError
        region={appSettings.weatherRegion}
        reason={weather.__typename === 'WeatherUnavailable' && weather.reason === 'UNAVAILABLE' ? 'unavailable' : 'failed'}
        retry={() => location.reload()}
      />
    );
  }
  return <Report report={weather} />;
}

type Report = Extract<WeatherPageQuery$data['weather'], { __typename: 'WeatherReport' }>;

function Report({ report }: { report: Report }) {
  const { t } = useTranslation('weather');
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('page.title', { region: report.region })}</h1>
        <UpdatedAt fetchedAt={report.fetchedAt} stale={report.stale} />
      </header>
      <CurrentConditions current={report.current} />
      <DailyForecast days={report.daily} />
      <MinistryAdvice advice={report.advice} />
    </>
  );
}

/** No forecast to show: the page keeps its heading (with the region when it is known) and says what to do. */
function WeatherError({ region, reason, retry }: { region?: string; reason: 'unavailable' | 'failed'; retry: () => void }) {
  const { t } = useTranslation(['weather', 'shell']);
  return (
    <>
      <h1 className={styles.title}>{region ? t('page.title', { region }) : t('shell:nav.weather')}</h1>
      <div role="alert" className={styles.alert}>
        <h2 className={styles.alertTitle}>{t('errors.title')}</h2>
        <p className={styles.muted}>{t(`errors.${reason}`)}</p>
        <Button variant="secondary" onPress={retry}>
          {t('page.retry')}
        </Button>
      </div>
    </>
  );
}

function WeatherLoading() {
  const { t } = useTranslation(['weather', 'shell']);
  return (
    <>
      <h1 className={styles.title}>{t('shell:nav.weather')}</h1>
      <p role="status" className={styles.muted}>
        {t('page.loading')}
      </p>
    </>
  );
}
