import { apiPaths } from '@bridal/shared/api/api-paths';
import type { DateOrder, HistoryImportView, HistoryMapping } from '@bridal/shared/history-import/history-import';
import useSWR from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** POST /api/history-imports (admins): stages an export and answers its preview. */
export function uploadHistoryExport(file: File): Promise<HistoryImportView> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<HistoryImportView>(apiPaths.historyImports, { method: 'POST', body });
}

/** GET /api/history-imports/:id, polled every second while the import job runs. */
export function useHistoryImport(importId: string | null) {
  return useSWR<HistoryImportView>(importId ? apiPaths.historyImport(importId) : null, fetcher, {
    refreshInterval: (view) => (view?.status === 'importing' ? 1000 : 0),
  });
}

export function updateHistoryMapping(
  importId: string,
  body: { mapping: HistoryMapping; dateOrder?: DateOrder },
): Promise<HistoryImportView> {
  return apiRequest<HistoryImportView>(apiPaths.historyImportMapping(importId), { method: 'PUT', body });
}

export function dryRunHistoryImport(importId: string): Promise<HistoryImportView> {
  return apiRequest<HistoryImportView>(apiPaths.historyImportDryRun(importId), { method: 'POST' });
}

export function decideUnsureMatch(
  importId: string,
  key: string,
  decision: 'match' | 'new',
): Promise<HistoryImportView> {
  return apiRequest<HistoryImportView>(apiPaths.historyImportUnsure(importId), {
    method: 'PUT',
    body: { key, decision },
  });
}

export function startHistoryImport(importId: string): Promise<HistoryImportView> {
  return apiRequest<HistoryImportView>(apiPaths.historyImportStart(importId), { method: 'POST' });
}
