import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SetupChecklist } from '@bridal/shared/setup/setup-checklist';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

export const setupChecklistKey = apiPaths.setup;

/** Read again with the dashboard's rhythm while items are open, so each ticks itself. */
const openItemsRefreshMs = 10_000;

/** GET /api/setup (admins): the owner's setup checklist. */
export function useSetupChecklist() {
  return useSWR<SetupChecklist>(setupChecklistKey, fetcher, {
    revalidateOnFocus: true,
    refreshInterval: (latest) => (latest && (latest.complete || latest.dismissed) ? 0 : openItemsRefreshMs),
  });
}

/** PUT /api/setup/dismissal: hides (or shows again) the checklist for the whole boutique. */
export async function dismissSetupChecklist(dismissed: boolean): Promise<SetupChecklist> {
  const checklist = await apiRequest<SetupChecklist>(apiPaths.setupDismissal, { method: 'PUT', body: { dismissed } });
  await mutate(setupChecklistKey, checklist, { revalidate: false });
  return checklist;
}
