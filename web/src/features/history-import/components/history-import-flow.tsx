import { Alert, Box, Button, Field, HStack, Link, NativeSelect, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  type DateOrder,
  type HistoryField,
  historyFieldLabels,
  historyFields,
  type HistoryImportView,
} from '@bridal/shared/history-import/history-import';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { serverMessage } from '../../../lib/server-error';
import {
  decideUnsureMatch,
  dryRunHistoryImport,
  startHistoryImport,
  updateHistoryMapping,
  uploadHistoryExport,
  useHistoryImport,
} from '../api/history-import-requests';

interface HistoryImportFlowProps {
  importId: string | null;
  onStaged: (importId: string) => void;
  reportsPath: string;
}

function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" borderRadius="md" data-testid="import-error">
      <Alert.Indicator />
      <Alert.Description>{error}</Alert.Description>
    </Alert.Root>
  );
}

function UploadStep({ onStaged }: { onStaged: (importId: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useAction();
  return (
    <SectionCard
      title="1. Upload an export"
      description="An export of appointments or clients from BridalLive, Acuity, Square, Calendly or your own sheet (.csv, .xlsx or .xls, up to 20 MB)."
    >
      <input
        ref={input}
        type="file"
        accept=".csv,.tsv,.txt,.xlsx,.xls"
        hidden
        aria-label="Export file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(async () => onStaged((await uploadHistoryExport(file)).id));
        }}
      />
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => input.current?.click()} loading={busy}>
        Choose File
      </Button>
      <ErrorLine error={error} />
    </SectionCard>
  );
}

const fieldChoices: (HistoryField | 'ignore')[] = ['ignore', ...historyFields];

function MappingStep({ view, onChange }: { view: HistoryImportView; onChange: (view: HistoryImportView) => void }) {
  const { busy, error, run } = useAction();
  const locked = view.status === 'importing' || view.status === 'imported';
  const change = (body: Parameters<typeof updateHistoryMapping>[1]) =>
    run(async () => onChange(await updateHistoryMapping(view.id, body)));
  return (
    <SectionCard
      title="2. Check the columns"
      description={`${view.fileName}: ${view.rowCount} rows. Times are read in ${view.timeZone}.`}
    >
      {view.dateOrder === null && (
        <Field.Root data-testid="date-order-choice">
          <Field.Label>The dates in this file could be month first or day first. How are they written?</Field.Label>
          <NativeSelect.Root size="sm" maxW="xs" disabled={locked || busy}>
            <NativeSelect.Field
              value=""
              onChange={(event) => void change({ mapping: {}, dateOrder: event.currentTarget.value as DateOrder })}
            >
              <option value="">Choose...</option>
              <option value="mdy">Month first (03/14/2025)</option>
              <option value="dmy">Day first (14/03/2025)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              {view.columns.map((column) => (
                <Table.ColumnHeader key={column.index} minW="40">
                  <Stack gap="1">
                    <Text fontWeight="semibold">{column.header || `Column ${column.index + 1}`}</Text>
                    <NativeSelect.Root size="xs" disabled={locked || busy}>
                      <NativeSelect.Field
                        aria-label={`Column ${column.header || column.index + 1} is`}
                        value={column.field}
                        onChange={(event) =>
                          void change({
                            mapping: { [column.index]: event.currentTarget.value as HistoryField | 'ignore' },
                          })
                        }
                      >
                        {fieldChoices.map((field) => (
                          <option key={field} value={field}>
                            {field === 'ignore' ? 'Leave out' : historyFieldLabels[field]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Stack>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader minW="56">Read as</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.preview.map((row) => (
              <Table.Row key={row.rowNumber} data-testid="preview-row">
                {view.columns.map((column) => (
                  <Table.Cell key={column.index}>{row.cells[column.index]}</Table.Cell>
                ))}
                <Table.Cell>
                  <Text fontSize="xs">
                    {Object.entries(row.read)
                      .map(([field, value]) => `${historyFieldLabels[field as HistoryField]}: ${value}`)
                      .join(' · ')}
                  </Text>
                  {row.problem && (
                    <Text fontSize="xs" color="orange.fg">
                      {row.problem}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ErrorLine error={error} />
    </SectionCard>
  );
}

function DryRunStep({ view, onChange }: { view: HistoryImportView; onChange: (view: HistoryImportView) => void }) {
  const { busy, error, run } = useAction();
  const dry = view.dryRun;
  const locked = view.status === 'importing' || view.status === 'imported';
  return (
    <SectionCard title="3. Check what will be imported" description="Nothing is written until you press Import.">
      {!locked && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="brand"
          loading={busy}
          onClick={() => void run(async () => onChange(await dryRunHistoryImport(view.id)))}
        >
          {dry ? 'Check Again' : 'Check (Dry Run)'}
        </Button>
      )}
      <ErrorLine error={error} />
      {dry && (
        <Stack gap="2" data-testid="dry-run">
          <Text>
            {dry.newBrides} new brides, {dry.matchedBrides} matched to brides you have; {dry.newAppointments} new
            appointments ({dry.sales} with a sale), {dry.alreadyImported} already imported, {dry.skipped} rows skipped.
          </Text>
          {dry.newConsultants.length > 0 && (
            <Text fontSize="sm">
              New team members, not invited (no seat, no e-mail): {dry.newConsultants.join(', ')}.
            </Text>
          )}
          {dry.skipped > 0 && (
            <Link href={apiPaths.historyImportSkipped(view.id)} color="brand.fg" fontWeight="semibold">
              Download the skipped rows (CSV)
            </Link>
          )}
          {dry.notes.map((note) => (
            <Text key={note.rowNumber} fontSize="sm" color="orange.fg">
              Row {note.rowNumber}: {note.reason}
            </Text>
          ))}
          {dry.unsure.map((match) => (
            <Box key={match.key} borderWidth="1px" borderRadius="md" p="3" data-testid="unsure-match">
              <Text fontSize="sm">
                <b>{match.name}</b> ({match.rows} rows) might be {match.candidate.name}
                {match.candidate.weddingDate ? `, wedding ${match.candidate.weddingDate}` : ''}. {match.reason}
              </Text>
              <HStack mt="2" wrap="wrap">
                {(['match', 'new'] as const).map((decision) => (
                  <Button
                    key={decision}
                    size="xs"
                    variant={match.decision === decision ? 'solid' : 'outline'}
                    colorPalette="brand"
                    disabled={locked || busy}
                    onClick={() =>
                      void run(async () => onChange(await decideUnsureMatch(view.id, match.key, decision)))
                    }
                  >
                    {decision === 'match' ? 'Same bride' : 'A new bride'}
                  </Button>
                ))}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function ImportStep({
  view,
  onChange,
  reportsPath,
}: {
  view: HistoryImportView;
  onChange: (view: HistoryImportView) => void;
  reportsPath: string;
}) {
  const { busy, error, run } = useAction();
  const { done, total } = view.progress;
  const ready = view.dryRun !== null && (view.status === 'checked' || view.status === 'failed');
  return (
    <SectionCard title="4. Import">
      {view.status !== 'imported' && (
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          disabled={!ready}
          loading={busy || view.status === 'importing'}
          loadingText="Importing..."
          onClick={() => void run(async () => onChange(await startHistoryImport(view.id)))}
        >
          Import
        </Button>
      )}
      {(view.status === 'importing' || view.status === 'imported') && (
        <Progress.Root
          value={total === 0 ? 100 : (done / total) * 100}
          colorPalette="brand"
          aria-label="Import progress"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>
            {done} of {total} rows
          </Progress.ValueText>
        </Progress.Root>
      )}
      {view.error && <ErrorLine error={view.error} />}
      <ErrorLine error={error} />
      {view.status === 'imported' && (
        <Text data-testid="import-done">
          Imported. Your history now counts in the{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={reportsPath}>reports</RouterLink>
          </Link>
          .
        </Text>
      )}
    </SectionCard>
  );
}

/** Upload -> check the columns -> dry run -> import, on one page. */
export function HistoryImportFlow({ importId, onStaged, reportsPath }: HistoryImportFlowProps) {
  const fetched = useHistoryImport(importId);
  const view = fetched.data;
  const onChange = (next: HistoryImportView) => void fetched.mutate(next, { revalidate: false });
  return (
    <Stack gap="6">
      <UploadStep onStaged={onStaged} />
      {view && (
        <>
          <MappingStep view={view} onChange={onChange} />
          <DryRunStep view={view} onChange={onChange} />
          <ImportStep view={view} onChange={onChange} reportsPath={reportsPath} />
        </>
      )}
    </Stack>
  );
}
