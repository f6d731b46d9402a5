import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface SeriesSpec {
  label: string;
  color: string;
}

const HOUR = 3600;

/**
 * A uPlot chart over time (x in seconds). `bars` draws columns (hourly counts), otherwise lines (per minute).
 * Re-created when its data changes; sized to its container.
 */
export function TimeChart(props: {
  title: string;
  x: number[];
  ys: number[][];
  series: SeriesSpec[];
  bars?: boolean;
  from: number;
  to: number;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const width = Math.max(200, el.current.clientWidth);
    const paths = props.bars ? uPlot.paths.bars!({ size: [0.7, 24] }) : undefined;
    const plot = new uPlot(
      {
        width,
        height: 180,
        legend: { show: true, live: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: [props.from - (props.bars ? HOUR / 2 : 0), props.to] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          { stroke: '#64748b', grid: { stroke: '#f1f5f9' }, ticks: { stroke: '#e2e8f0' } },
          { stroke: '#64748b', grid: { stroke: '#f1f5f9' }, ticks: { stroke: '#e2e8f0' }, size: 56 },
        ],
        series: [
          {},
          ...props.series.map((s, i) => ({
            label: s.label,
            stroke: s.color,
            width: props.bars ? 0 : 1.5,
            fill: props.bars ? s.color : i === 0 ? `${s.color}22` : undefined,
            ...(paths ? { paths } : {}),
            points: { show: false },
          })),
        ],
      },
      [props.x, ...props.ys] as uPlot.AlignedData,
      el.current,
    );
    return () => {
      plot.destroy();
    };
  }, [props.x, props.ys]);
  return <div class="chart" ref={el} role="img" aria-label={props.title} />;
}

/**
 * Counts per category (integrations) as horizontal bars in HTML: one row per name, so names never overlap however
 * many there are or however narrow the card (canvas axis labels under columns collided at 390 px). Widths are set
 * through CSSOM (preact's style object), which the dashboard's CSP allows.
 */
export function CategoryChart(props: { title: string; labels: string[]; values: number[]; color: string }) {
  const max = Math.max(1, ...props.values);
  return (
    <table class="bars">
      <caption class="sr-only">{props.title}</caption>
      <tbody>
        {props.labels.map((label, i) => (
          <tr key={label}>
            <th scope="row" class="bars-label">
              {label}
            </th>
            <td class="bars-track">
              <span class="bars-bar" style={{ width: `${(100 * (props.values[i] ?? 0)) / max}%`, background: props.color }} />
            </td>
            <td class="bars-value">{(props.values[i] ?? 0).toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
