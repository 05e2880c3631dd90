import { useLingui } from "@lingui/react/macro";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OutcomesDto } from "@shared/api/types";
import {
  chartFigure,
  hoursAxisTop,
  hoursTick,
  percentTick,
  weekTick,
} from "@/features/admin/components/outcomes-format";

// docs/decisions/029: the weekly answered share and median time to answer, drawn in SVG. This module, and the chart
// library with it, loads only on the Outcomes view; the table beside it is the accessible form of the same figures.

const SHARE_COLOR = "#2563eb";
const HOURS_COLOR = "#b45309";

/**
 * The legend, drawn here rather than by the library, whose own names each icon in English ("… legend icon") whatever
 * the page's language. The figure is one image to assistive technology, so its parts carry no names of their own.
 */
function ChartLegend({ share, hours }: { share: string; hours: string }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-xs text-zinc-700">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3" style={{ backgroundColor: SHARE_COLOR }} />
        {share}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-0.5 w-4" style={{ backgroundColor: HOURS_COLOR }} />
        {hours}
      </li>
    </ul>
  );
}

export function OutcomesChart({ rows }: { rows: OutcomesDto["rows"] }) {
  const { t, i18n } = useLingui();
  const data = rows.map((r) => ({
    key: r.key,
    share: r.answeredShare === null ? null : Math.round(r.answeredShare * 100),
    median: r.medianHoursToAnswer,
  }));
  const share = t`Answered (%)`;
  const hours = t`Median hours to answer`;
  return (
    <figure
      role="img"
      aria-label={t`Chart of the answered share and the median hours to an answer for each week; the table has the same figures.`}
      className="h-72 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d4d4d8" />
          <XAxis
            dataKey="key"
            tickFormatter={(key: string) => weekTick(i18n, key)}
            tick={{ fontSize: 12, fill: "#3f3f46" }}
          />
          {/* Axis figures as the reader's language writes them ("0,5 h", "100 %"), as in the table beside it. */}
          <YAxis
            yAxisId="share"
            domain={[0, 100]}
            tickFormatter={(v: number) => percentTick(i18n, v)}
            tick={{ fontSize: 12, fill: "#3f3f46" }}
          />
          <YAxis
            yAxisId="hours"
            orientation="right"
            domain={[0, hoursAxisTop]}
            tickFormatter={(v: number) => hoursTick(i18n, v)}
            tick={{ fontSize: 12, fill: "#3f3f46" }}
          />
          <Tooltip
            labelFormatter={(key) => weekTick(i18n, String(key))}
            // Numbers as the reader's language writes them ("20,4" in Spanish), at most one decimal.
            formatter={(value) => chartFigure(i18n, value)}
          />
          <Legend content={<ChartLegend share={share} hours={hours} />} />
          <Bar yAxisId="share" dataKey="share" name={share} fill={SHARE_COLOR} isAnimationActive={false} />
          <Line
            yAxisId="hours"
            dataKey="median"
            name={hours}
            stroke={HOURS_COLOR}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
