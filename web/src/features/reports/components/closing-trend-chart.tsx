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

/**
 * Both closing ratios over the periods, as lines. Drawn for the eye only: the table that follows
 * it holds the same figures for screen readers and keyboards.
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
    <Box aria-hidden="true" w="full">
      <Chart.Root chart={chart} maxH="xs" minH="56">
        <LineChart data={chart.data} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
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
              dot={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
    </Box>
  );
}
