import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { apiRequest } from '../../../lib/api-client';

/**
 * The demo's GETs name the demo boutique (x-boutique-id 99, as the spec's client sends), so a
 * visitor who is also logged in to her own boutique still sees the demo. Keys carry a 'demo' tag
 * so the demo never shares an SWR cache entry with a live dashboard.
 */
export type DemoKey = readonly ['demo', string];

export const demoKey = (path: string): DemoKey => ['demo', path];

export function demoFetcher<T>([, path]: DemoKey): Promise<T> {
  return apiRequest<T>(path, { headers: { 'x-boutique-id': String(demoBoutiqueId) } });
}
