import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import type { ClosingReport } from '@bridal/shared/reports/closing-report';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { type ClosingReportQuery, useClosingReport } from '../api/get-closing-report';
import { describePeriod, type PeriodPreset, presetPeriod } from '../utils/report-period';
import { ClosingReportView } from './closing-report-view';
import { type PeriodChoice, PeriodPicker } from './period-picker';

/** The query a choice asks for; the first one (no dates) lets the server count the last four weeks. */
function queryOf(choice: PeriodChoice, timeZone: string | undefined): ClosingReportQuery {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to, by: choice.by };
  if (!timeZone) return { by: choice.by };
  return { ...presetPeriod(choice.preset, zonedDateKey(new Date(), timeZone)), by: choice.by };
}

interface ClosingReportPanelProps {
  /** Loads the report of a query: the boutique's own (the default) or the demo boutique's. */
  useReport?: (query: ClosingReportQuery) => { data?: ClosingReport; error?: unknown; isValidating: boolean };
  /** The period shown first. */
  initialPreset?: PeriodPreset;
  /** Sees each click inside the report first (the demo explains its downloads instead of saving a file). */
  onClickCapture?: (event: MouseEvent<HTMLDivElement>) => void;
  /** The schedule, which a period with nothing counted links to. */
  schedulePath?: string;
  /** The import of another system's history, which a period with nothing counted offers (admins). */
  importPath?: string;
  /** More figures of the period on screen, under the report (the page brings them from other features). */
  children?: (period: { from: string; to: string }) => ReactNode;
}

/** The period picker and the report it asks for, on the admin, consultant and demo reports pages. */
export function ClosingReportPanel({
  useReport = useClosingReport,
  initialPreset = 'last-4-weeks',
  onClickCapture,
  schedulePath,
  importPath,
  children,
}: ClosingReportPanelProps) {
  const [choice, setChoice] = useState<PeriodChoice>({ preset: initialPreset, by: 'week' });
  const [timeZone, setTimeZone] = useState<string>();
  const { data, error, isValidating } = useReport(queryOf(choice, timeZone));
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
      {error !== undefined && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The report could not be loaded.'}
          </Alert.Title>
        </Alert.Root>
      )}
      {data ? (
        <Box onClickCapture={onClickCapture}>
          <ClosingReportView
            report={data}
            query={{ from: data.period.from, to: data.period.to, by: data.period.by }}
            schedulePath={schedulePath}
            importPath={importPath}
          />
        </Box>
      ) : (
        error === undefined && <PageLoader label="Counting..." />
      )}
      {data && children?.({ from: data.period.from, to: data.period.to })}
    </Stack>
  );
}
