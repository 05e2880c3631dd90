import { useLingui } from "@lingui/react/macro";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OutcomesDto } from "@shared/api/types";

// docs/decisions/029: the weekly answered share and median time to answer, drawn in SVG. This module, and the chart
// library with it, loads only on the Outcomes view; the table beside it is the accessible form of the same figures.

export function OutcomesChart({ rows }: { rows: OutcomesDto["rows"] }) {
  const { t } = useLingui();
  const data = rows.map((r) => ({
    key: r.key,
    share: r.answeredShare === null ? null : Math.round(r.answeredShare * 100),
    median: r.medianHoursToAnswer,
  }));
  return (
    <figure
      role="img"
      aria-label={t`Chart of the answered share and the median hours to an answer for each week; the table has the same figures.`}
      className="h-72 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d4d4d8" />
          <XAxis dataKey="key" tick={{ fontSize: 12, fill: "#3f3f46" }} />
          <YAxis yAxisId="share" domain={[0, 100]} unit="%" tick={{ fontSize: 12, fill: "#3f3f46" }} />
          <YAxis yAxisId="hours" orientation="right" unit=" h" tick={{ fontSize: 12, fill: "#3f3f46" }} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="share" dataKey="share" name={t`Answered (%)`} fill="#2563eb" isAnimationActive={false} />
          <Line
            yAxisId="hours"
            dataKey="median"
            name={t`Median hours to answer`}
            stroke="#b45309"
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
