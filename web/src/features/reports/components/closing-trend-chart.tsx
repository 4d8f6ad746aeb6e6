import { Box } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { type ClosingPeriodRow, percentOf } from '@bridal/shared/reports/closing-report';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

interface ClosingTrendChartProps {
  periods: readonly ClosingPeriodRow[];
  /** The reader's own contact-based ratio per period (a consultant's view). */
  own?: readonly ClosingPeriodRow[];
}

const percentOrNull = (ratio: number | null) => (ratio === null ? null : percentOf(ratio));

interface DotProps {
  cx?: number;
  cy?: number;
  value?: number | null;
  index?: number;
  stroke?: string;
  dataKey?: unknown;
}

/** A point of a line, which carries its figure (a period with one sale still shows as a point). */
function ValueDot({ cx, cy, value, stroke, dataKey }: DotProps) {
  if (cx === undefined || cy === undefined || value === null || value === undefined) return null;
  return (
    <circle
      className="closing-trend-dot"
      cx={cx}
      cy={cy}
      r={3.5}
      fill="white"
      stroke={stroke}
      strokeWidth={2}
      data-series={String(dataKey)}
      data-value={value}
    />
  );
}

/**
 * Both closing ratios over the periods, as lines with a point per period that has figures. Drawn
 * for the eye only: the table that follows it holds the same figures for screen readers and
 * keyboards.
 */
export function ClosingTrendChart({ periods, own }: ClosingTrendChartProps) {
  const chart = useChart({
    data: periods.map((period, index) => ({
      period: period.label.replace(/^Week of /, ''),
      contact: percentOrNull(period.contactRatio),
      appointment: percentOrNull(period.appointmentRatio),
      ...(own ? { yours: percentOrNull(own[index]?.contactRatio ?? null) } : {}),
    })),
    series: [
      { name: 'contact', color: 'brand.600', label: 'Contact-based %' },
      { name: 'appointment', color: 'blue.600', label: 'Appointment-based %' },
      ...(own
        ? [{ name: 'yours' as const, color: 'green.600', label: 'Yours, contact-based %', strokeDasharray: '5 5' }]
        : []),
    ],
  });
  return (
    <Box aria-hidden="true" w="full" data-testid="closing-trend-chart">
      <Chart.Root chart={chart} maxH="xs" minH="56">
        {/* `responsive`: without it (or a width and height) recharts 3 draws an empty box. */}
        <LineChart responsive data={chart.data} accessibilityLayer={false} margin={{ left: -16, right: 8, top: 8 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('period')} tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} />
          <YAxis domain={[0, 100]} tickFormatter={(value: number) => `${value}%`} tickLine={false} axisLine={false} />
          <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Line
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={typeof item.label === 'string' ? item.label : undefined}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              strokeDasharray={item.strokeDasharray}
              connectNulls
              dot={(props: DotProps) => <ValueDot key={`${String(props.dataKey)}-${props.index}`} {...props} />}
              activeDot={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}
