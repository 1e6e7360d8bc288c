// The coverage chart: the member's houses by status and the calls of each of the last 12 weeks,
// drawn by Chartist (docs/decisions.md says why that library), mirrored right to left
// (chart-layout.ts). The drawings are pictures of the tables under them, which carry the same
// figures for a screen reader and for anyone who wants the numbers, so the SVG itself is hidden
// from assistive technology.
import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { CoverageChart_viewer$key } from '../../__generated__/CoverageChart_viewer.graphql';
import { useFormat } from '../../i18n/format.ts';
import { barLayout } from './chart-layout.ts';
import { useTerritoryLabels } from './labels.ts';
import { vars } from '../../theme/theme.css.ts';
import * as styles from './territories.css.ts';

interface Series {
  labels: string[];
  values: number[];
  /** Each bar's key (a house status), kept on the drawn bar as data-key. */
  keys: string[];
  /** A bar's colour by its key; the brand's colour when not given. */
  colourOf?: (key: string) => string | undefined;
  /** One row a bar, its label beside it (long labels never squeeze into a column). */
  horizontal?: boolean;
}

/** One Chartist bar chart, redrawn when its figures or the reading direction change. */
function Bars({ labels, values, keys, colourOf, horizontal = false }: Series) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<BarChart | null>(null);
  const { direction } = useFormat();
  /** The keys of the bars as drawn, read by the chart's draw listener. */
  const drawnKeys = useRef<string[]>([]);
  useEffect(() => {
    if (!box.current) return;
    const element = box.current;
    const layout = barLayout({ labels, values, keys }, { horizontal, direction, width: () => element.clientWidth });
    drawnKeys.current = layout.keys;
    const data = { labels: layout.labels, series: [layout.values] };
    if (chart.current) {
      chart.current.update(data, layout.options);
      return;
    }
    const created = new BarChart(element, data, layout.options);
    created.on('draw', (drawn) => {
      if (drawn.type !== 'bar') return;
      const key = drawnKeys.current[drawn.index];
      if (!key) return;
      drawn.element.attr({ 'data-key': key });
      const colour = colourOf?.(key);
      if (colour) drawn.element.attr({ style: `stroke: ${colour}` });
    });
    chart.current = created;
  }, [labels, values, keys, colourOf, horizontal, direction]);
  useEffect(
    () => () => {
      chart.current?.detach();
    },
    [],
  );
  return <div ref={box} className={horizontal ? styles.chartBoxRows : styles.chartBox} aria-hidden="true" />;
}

interface Row {
  key: string;
  label: string;
  value: number;
}

/** A chart and its table: the same rows, drawn and written. */
function ChartFigure({
  id,
  title,
  headings,
  rows,
  children,
  colourOf,
  horizontal,
}: {
  id: string;
  title: string;
  headings: [string, string];
  rows: Row[];
  children?: ReactNode;
  colourOf?: (key: string) => string | undefined;
  horizontal?: boolean;
}) {
  const { number } = useFormat();
  return (
    <figure className={styles.chart} aria-labelledby={id}>
      <h3 id={id} className={styles.chartTitle}>
        {title}
      </h3>
      {children}
      <Bars labels={rows.map((r) => r.label)} values={rows.map((r) => r.value)} keys={rows.map((r) => r.key)} colourOf={colourOf} horizontal={horizontal} />
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

/** The colour of each house status's bar, in both themes: done green, to try again amber, do not call red. */
const STATUS_COLOURS: Record<string, string> = {
  HOME: vars.color.success,
  NOT_AT_HOME: vars.color.warning,
  DO_NOT_CALL: vars.color.danger,
  RETURN_VISIT: vars.color.focus,
  NOT_VISITED: vars.color.textMuted,
};
const houseStatusColour = (status: string) => STATUS_COLOURS[status];

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
      {/* With no houses yet, the hint alone: empty charts and tables of zeros say nothing. */}
      {s.houses === 0 ? (
        <p className={styles.muted}>{t('chart.noHouses')}</p>
      ) : (
        <div className={styles.charts}>
          <ChartFigure
            id="houses-by-status"
            title={t('chart.byStatus')}
            headings={[t('chart.status'), t('chart.houses')]}
            rows={statusRows}
            colourOf={houseStatusColour}
            horizontal
          />
          <ChartFigure id="calls-per-week" title={t('chart.byWeek')} headings={[t('chart.week'), t('chart.calls')]} rows={weekRows} />
        </div>
      )}
    </section>
  );
}
