import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type {
  SendFollowUpResponse,
  BrideFollowUps,
  DueFollowUps,
  FollowUp,
  FollowUpEdit,
  FollowUpSettings,
  FollowUpSettingsRequest,
  UnsubscribeState,
} from '@bridal/shared/follow-ups/follow-up';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';
import { answers401Itself } from '../../../lib/swr-defaults';

/** The dashboards' card polls as often as a consultant would notice: a new draft within half a minute. */
export const dueFollowUpsRefreshMs = 30_000;

// The demo's GETs name the demo boutique, as the demo feature's do, and carry a 'demo' tag so they
// never share a cache entry with a live boutique's.
const demoFetcher = <T>([, path]: readonly ['demo', string]) =>
  apiRequest<T>(path, { headers: { 'x-boutique-id': String(demoBoutiqueId) } });

/** GET the drafts waiting for a person (the live boutique's, or the demo's). */
export function useDueFollowUps(demo: boolean) {
  return useSWR<DueFollowUps>(
    demo ? (['demo', apiPaths.followUps.demoDue] as const) : apiPaths.followUps.due,
    demo ? demoFetcher<DueFollowUps> : fetcher<DueFollowUps>,
    { refreshInterval: dueFollowUpsRefreshMs, ...(demo && answers401Itself) },
  );
}

/** GET a bride's follow-ups: what is pending and everything sent to her. */
export function useBrideFollowUps(brideId: string | undefined, demo: boolean) {
  const key = !brideId
    ? null
    : demo
      ? (['demo', apiPaths.followUps.demoOfBride(brideId)] as const)
      : apiPaths.followUps.ofBride(brideId);
  return useSWR<BrideFollowUps>(key, demo ? demoFetcher<BrideFollowUps> : fetcher<BrideFollowUps>, {
    // A scheduled step is drafted by the worker when it falls due: the view picks it up.
    refreshInterval: dueFollowUpsRefreshMs,
    ...(demo && answers401Itself),
  });
}

/** Her view and the dashboards' card, fetched again after a change made here. */
function refreshAfterChange(brideId: string): Promise<unknown> {
  return Promise.all([mutate(apiPaths.followUps.ofBride(brideId)), mutate(apiPaths.followUps.due)]);
}

/** PATCH a draft with the consultant's text. */
export async function saveFollowUp(followUp: FollowUp, edit: FollowUpEdit): Promise<FollowUp> {
  const saved = await apiRequest<FollowUp>(apiPaths.followUps.one(followUp.id), { method: 'PATCH', body: edit });
  await refreshAfterChange(followUp.brideId);
  return saved;
}

/** POST send, with the text as she sees it on screen (so an unsaved edit is what goes out). */
export async function sendFollowUp(followUp: FollowUp, edit: FollowUpEdit): Promise<SendFollowUpResponse> {
  const queued = await apiRequest<SendFollowUpResponse>(apiPaths.followUps.send(followUp.id), {
    method: 'POST',
    body: edit,
  });
  await refreshAfterChange(followUp.brideId);
  return queued;
}

/** POST skip: this step is not sent. */
export async function skipFollowUp(followUp: FollowUp): Promise<FollowUp> {
  const skipped = await apiRequest<FollowUp>(apiPaths.followUps.skip(followUp.id), { method: 'POST', body: {} });
  await refreshAfterChange(followUp.brideId);
  return skipped;
}

/** GET the boutique's follow-up settings (admins). */
export function useFollowUpSettings() {
  return useSWR<FollowUpSettings>(apiPaths.followUpSettings, fetcher);
}

/** PUT the boutique's follow-up settings (admins). */
export async function updateFollowUpSettings(body: FollowUpSettingsRequest): Promise<FollowUpSettings> {
  const saved = await apiRequest<FollowUpSettings>(apiPaths.followUpSettings, { method: 'PUT', body });
  await mutate(apiPaths.followUpSettings, saved, { revalidate: false });
  return saved;
}

/** POST the bride's one click: unsubscribes her (a second use says she already is). */
export function unsubscribe(token: string): Promise<UnsubscribeState> {
  return apiRequest<UnsubscribeState>(apiPaths.unsubscribe(token), { method: 'POST', body: {} });
}
