import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { type ClosingReportQuery, useClosingReport } from '../api/get-closing-report';
import { describePeriod, presetPeriod } from '../utils/report-period';
import { ClosingReportView } from './closing-report-view';
import { type PeriodChoice, PeriodPicker } from './period-picker';

/** The query a choice asks for; the first one (no dates) lets the server count the last four weeks. */
function queryOf(choice: PeriodChoice, timeZone: string | undefined): ClosingReportQuery {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to, by: choice.by };
  if (!timeZone) return { by: choice.by };
  return { ...presetPeriod(choice.preset, zonedDateKey(new Date(), timeZone)), by: choice.by };
}

/** The period picker and the report it asks for. */
export function ClosingReportPanel() {
  const [choice, setChoice] = useState<PeriodChoice>({ preset: 'last-4-weeks', by: 'week' });
  const [timeZone, setTimeZone] = useState<string>();
  const query = queryOf(choice, timeZone);
  const { data, error, isValidating } = useClosingReport(query);
  if (data && data.timeZone !== timeZone) setTimeZone(data.timeZone);

  const change = (next: PeriodChoice) => {
    // Custom dates start from the period on screen.
    if (next.preset === 'custom' && choice.preset !== 'custom' && data) {
      setChoice({ ...next, from: data.period.from, to: data.period.to });
    } else setChoice(next);
  };

  return (
    <Stack gap="6">
      <PeriodPicker key={choice.preset} value={choice} onChange={change} />
      <Text role="status" aria-live="polite" fontWeight="medium">
        {data ? `${describePeriod(data.period.from, data.period.to)}${isValidating ? ' (updating...)' : ''}` : ''}
      </Text>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The report could not be loaded.'}
          </Alert.Title>
        </Alert.Root>
      )}
      {data ? (
        <ClosingReportView report={data} query={{ from: data.period.from, to: data.period.to, by: data.period.by }} />
      ) : (
        !error && <PageLoader label="Counting..." />
      )}
    </Stack>
  );
}
