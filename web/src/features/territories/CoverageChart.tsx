// The coverage chart: the member's houses by status and the calls of each of the last 12 weeks,
// drawn by Chartist (docs/decisions.md says why that library). The drawings are pictures of the
// tables under them, which carry the same figures for a screen reader and for anyone who wants
// the numbers, so the SVG itself is hidden from assistive technology.
import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CoverageChart_viewer$key } from '../../__generated__/CoverageChart_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import { useTerritoryLabels } from './labels.ts';
import * as styles from './territories.css.ts';

interface Series {
  labels: string[];
  values: number[];
}

/** One Chartist bar chart, redrawn when its figures change. */
function Bars({ labels, values }: Series) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<BarChart | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const data = { labels, series: [values] };
    if (chart.current) chart.current.update(data);
    else chart.current = new BarChart(box.current, data, { axisY: { onlyInteger: true, low: 0 }, chartPadding: { top: 10, right: 10, bottom: 0, left: 0 } });
  }, [labels, values]);
  useEffect(
    () => () => {
      chart.current?.detach();
    },
    [],
  );
  return <div ref={box} className={styles.chartBox} aria-hidden="true" />;
}

interface Row {
  key: string;
  label: string;
  value: number;
}

/** A chart and its table: the same rows, drawn and written. */
function ChartFigure({ id, title, headings, rows, children }: { id: string; title: string; headings: [string, string]; rows: Row[]; children?: ReactNode }) {
  const { number } = useFormat();
  return (
    <figure className={styles.chart} aria-labelledby={id}>
      <h3 id={id} className={styles.chartTitle}>
        {title}
      </h3>
      {children}
      <Bars labels={rows.map((r) => r.label)} values={rows.map((r) => r.value)} />
      <table className={styles.table} aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{number(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function CoverageChart({ viewer }: { viewer: CoverageChart_viewer$key }) {
  const { territorySummary: s } = useFragment(
    graphql`
      fragment CoverageChart_viewer on User @argumentDefinitions(today: { type: "String!" }) {
        territorySummary(today: $today) {
          houses
          housesByStatus {
            status
            count
          }
          callsByWeek {
            weekStart
            calls
          }
        }
      }
    `,
    viewer,
  );
  const { t } = useTranslation('territories');
  const labels = useTerritoryLabels();
  const { calendarDate } = useFormat();
  const statusRows = s.housesByStatus.map((row) => ({ label: labels.houseStatus(row.status), value: row.count, key: row.status }));
  const weekRows = s.callsByWeek.map((row) => ({ label: calendarDate(row.weekStart, { day: 'numeric', month: 'short' }), value: row.calls, key: row.weekStart }));

  return (
    <section className={styles.panel} aria-labelledby="coverage-chart">
      <h2 id="coverage-chart" className={styles.panelTitle}>
        {t('chart.title')}
      </h2>
      <div className={styles.charts}>
        <ChartFigure id="houses-by-status" title={t('chart.byStatus')} headings={[t('chart.status'), t('chart.houses')]} rows={statusRows}>
          {s.houses === 0 && <p className={styles.muted}>{t('chart.noHouses')}</p>}
        </ChartFigure>
        <ChartFigure id="calls-per-week" title={t('chart.byWeek')} headings={[t('chart.week'), t('chart.calls')]} rows={weekRows} />
      </div>
    </section>
  );
}
