import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './Chart.module.css';

export interface ChartDatum {
  /** Category on the x axis (e.g. "Oct 2026"). */
  label: string;
  value: number;
}

export interface ChartProps {
  /** Title shown above the chart; the accessible name of the graphic. */
  title: string;
  /** One-sentence summary for screen readers (e.g. the trend); a default is derived from the data. */
  description?: string;
  data: ChartDatum[];
  type?: 'line' | 'bar';
  /** Formats values on the axis, in tooltips and in the data table (e.g. money). */
  formatValue?: (value: number) => string;
  /** Header of the value column in the data table. */
  valueLabel?: string;
  /** Header of the label column in the data table. */
  categoryLabel?: string;
  /** Plot height in px. */
  height?: number;
  /** Shown instead of the plot when there is no data. */
  emptyMessage?: string;
  className?: string;
}

const PAD = { top: 12, right: 12, bottom: 28, left: 12 };
const DEFAULT_WIDTH = 600;

/** A rounded axis maximum and the tick step, e.g. max 9,340 -> 10,000 in steps of 2,500. */
export function niceScale(max: number, ticks = 4): { max: number; step: number } {
  if (!(max > 0)) return { max: 1, step: 0.25 };
  const rough = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  return { max: step * Math.ceil(max / step), step };
}

const defaultFormat = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** A small SVG line or bar chart (revenue, sales) with an accessible title, summary and data table. */
export function Chart({
  title,
  description,
  data,
  type = 'line',
  formatValue = defaultFormat,
  valueLabel = 'Value',
  categoryLabel = 'Period',
  height = 220,
  emptyMessage = 'No data for this period yet.',
  className,
}: ChartProps) {
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);

  useEffect(() => {
    const element = wrapRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Drawn at the real width so text keeps its size on small screens instead of scaling down.
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const values = data.map((d) => d.value);
  const { max, step } = niceScale(Math.max(0, ...values));
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const axisWidth = Math.max(...ticks.map((t) => formatValue(t).length)) * 7 + 8;
  const left = PAD.left + axisWidth;
  const plotWidth = Math.max(width - left - PAD.right, 10);
  const plotHeight = height - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const band = data.length ? plotWidth / data.length : plotWidth;
  const x = (index: number) => left + band * index + band / 2;
  // Show at most one label per ~64px so they never overlap.
  const labelEvery = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(plotWidth / 64))));

  const highest = data.reduce<ChartDatum | undefined>(
    (best, d) => (!best || d.value > best.value ? d : best),
    undefined,
  );
  const first = data[0];
  const last = data[data.length - 1];
  const summary =
    description ??
    (first && last && highest
      ? `${data.length} values from ${first.label} to ${last.label}; highest ${formatValue(highest.value)} in ${highest.label}; latest ${formatValue(last.value)}.`
      : 'No data.');

  const linePath = data
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.value).toFixed(1)}`)
    .join(' ');
  const areaPath =
    data.length > 1 && first && last
      ? `${linePath} L${x(data.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`
      : '';

  return (
    <figure className={clsx(classes.Root, className)}>
      <figcaption className={classes.Title} id={`${id}-title`}>
        {title}
      </figcaption>
      <div ref={wrapRef} className={classes.Plot}>
        {data.length === 0 ? (
          <p className={classes.Empty} style={{ height }}>
            {emptyMessage}
          </p>
        ) : (
          <svg
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className={classes.Svg}
            data-type={type}
          >
            <desc id={`${id}-desc`}>{summary}</desc>
            <g aria-hidden="true">
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} className={classes.Grid} />
                  <text
                    x={left - 8}
                    y={y(tick)}
                    className={classes.AxisLabel}
                    textAnchor="end"
                    dominantBaseline="middle"
                  >
                    {formatValue(tick)}
                  </text>
                </g>
              ))}
              {data.map((d, i) =>
                i % labelEvery === 0 ? (
                  <text
                    key={d.label}
                    x={x(i)}
                    y={height - 8}
                    className={classes.AxisLabel}
                    textAnchor="middle"
                  >
                    {d.label}
                  </text>
                ) : null,
              )}
              {type === 'bar'
                ? data.map((d, i) => {
                    const barWidth = Math.min(band * 0.6, 48);
                    return (
                      <rect
                        key={d.label}
                        x={x(i) - barWidth / 2}
                        y={y(d.value)}
                        width={barWidth}
                        height={Math.max(y(0) - y(d.value), 0)}
                        rx={3}
                        className={classes.Bar}
                      >
                        <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                      </rect>
                    );
                  })
                : null}
              {type === 'line' ? (
                <>
                  {areaPath ? <path d={areaPath} className={classes.Area} /> : null}
                  <path d={linePath} className={classes.Line} />
                  {data.map((d, i) => (
                    <circle key={d.label} cx={x(i)} cy={y(d.value)} r={3.5} className={classes.Point}>
                      <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                    </circle>
                  ))}
                </>
              ) : null}
            </g>
          </svg>
        )}
      </div>
      {data.length === 0 ? null : (
        <details className={classes.Details}>
          <summary className={classes.Summary}>Show data table</summary>
          <table className={classes.Table}>
            <caption className={classes.TableCaption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryLabel}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td>{formatValue(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
