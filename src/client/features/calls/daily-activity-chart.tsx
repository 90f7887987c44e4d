import { useLayoutEffect, useRef, useState } from "react";
import { monthDay } from "../../dates";
import { cn } from "../../ui/class-names";
import { formatBalance } from "../billing/balance-api";
import { chartScale, type DailyCalls } from "./call-stats-series";

type ChartMetric = "calls" | "spending";

const METRICS: Record<ChartMetric, { label: string; caption: string; format: (value: number) => string }> = {
  calls: { label: "Calls", caption: "Calls per day", format: (value) => String(value) },
  spending: { label: "Spending", caption: "Spending per day", format: formatBalance },
};

const CHART_HEIGHT = 200;
const MARGIN = { top: 12, right: 8, bottom: 26, left: 52 } as const;
const BAR_SHARE_OF_BAND = 0.7;
// About one date label a week; more would overlap on a phone.
const DATE_LABEL_EVERY = 7;
const FALLBACK_WIDTH = 640;

const formatDay = (date: string) => monthDay(new Date(`${date}T00:00:00Z`), { utc: true });

/** The drawing's width follows its container, so its text keeps its size on a phone and on a desktop. */
function useContainerWidth<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || FALLBACK_WIDTH);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function BarChart({
  series,
  metric,
  width,
  description,
}: {
  series: readonly DailyCalls[];
  metric: ChartMetric;
  width: number;
  /** The chart's text alternative: what the bars show, summed up. */
  description: string;
}) {
  const values = series.map((day) => day[metric]);
  const scale = chartScale(values, { wholeNumbers: metric === "calls" });
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = series.length === 0 ? 0 : plotWidth / series.length;
  const barWidth = Math.max(1, band * BAR_SHARE_OF_BAND);
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.max) * plotHeight;
  const { format } = METRICS[metric];
  return (
    <svg
      role="img"
      width={width}
      height={CHART_HEIGHT}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      className="block overflow-visible"
    >
      <title>{description}</title>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? "stroke-border-strong" : "stroke-border"}
            strokeDasharray={tick === 0 ? undefined : "3 4"}
          />
          <text
            x={MARGIN.left - 8}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted-foreground text-[11px] tabular-nums"
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {series.map((day, index) => {
        const value = day[metric];
        const x = MARGIN.left + index * band + (band - barWidth) / 2;
        const isLabelled = (series.length - 1 - index) % DATE_LABEL_EVERY === 0;
        return (
          <g key={day.date}>
            {value > 0 ? (
              <rect
                x={x}
                y={y(value)}
                width={barWidth}
                height={Math.max(1, MARGIN.top + plotHeight - y(value))}
                rx={Math.min(3, barWidth / 2)}
                className="fill-primary"
              >
                <title>{`${formatDay(day.date)}: ${format(value)}`}</title>
              </rect>
            ) : null}
            {isLabelled ? (
              <text
                x={x + barWidth / 2}
                y={CHART_HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {formatDay(day.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function describeSeries(series: readonly DailyCalls[], metric: ChartMetric): string {
  const { format, label } = METRICS[metric];
  const total = series.reduce((sum, day) => sum + day[metric], 0);
  const busiest = series.reduce<DailyCalls | null>(
    (best, day) => (day[metric] > (best?.[metric] ?? 0) ? day : best),
    null,
  );
  if (busiest === null) return `No ${label.toLowerCase()} in these ${series.length} days.`;
  const totalText =
    metric === "calls" ? `${total} ${total === 1 ? "call" : "calls"}` : `${format(total)} spent`;
  return `${totalText} in ${series.length} days; the most on ${formatDay(busiest.date)} (${format(busiest[metric])}).`;
}

/**
 * The day-by-day chart of the last 30 days, as calls or spending. The bars are drawn with
 * SVG; the caption sums them up and the table under it gives every day's numbers (WCAG 1.1.1).
 */
export function DailyActivityChart({ series }: { series: readonly DailyCalls[] }) {
  const [metric, setMetric] = useState<ChartMetric>("calls");
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const title = `${METRICS[metric].caption}, last ${series.length} days (UTC)`;
  const summary = describeSeries(series, metric);
  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <figcaption className="min-w-0">
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm text-muted-foreground">{summary}</span>
        </figcaption>
        <fieldset className="inline-flex rounded-md border border-border p-0.5">
          <legend className="sr-only">Show</legend>
          {(Object.keys(METRICS) as ChartMetric[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={metric === option}
              onClick={() => setMetric(option)}
              className={cn(
                "h-10 rounded-[calc(var(--radius-md)-2px)] px-3 text-sm font-medium transition-colors",
                metric === option
                  ? "bg-primary-soft text-primary-text"
                  : "text-muted-foreground hover:bg-surface-hover hover:text-foreground",
              )}
            >
              {METRICS[option].label}
            </button>
          ))}
        </fieldset>
      </div>
      <div ref={ref} className="w-full">
        <BarChart series={series} metric={metric} width={width} description={`${title}. ${summary}`} />
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-md text-primary-text">
          Show the numbers as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Calls and spending per day, last {series.length} days (UTC)</caption>
            <thead className="sticky top-0 bg-surface-raised">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Calls
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Spending
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.date} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <time dateTime={day.date}>{formatDay(day.date)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right">{day.calls}</td>
                  <td className="px-3 py-1.5 text-right">{formatBalance(day.spending)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
