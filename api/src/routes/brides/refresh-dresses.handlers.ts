import { AppError } from '@bridal/server/errors/app-error';
import { refreshBrideDresses } from '@bridal/server/brides/refresh-plans';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import { type RefreshDressesResponse, refreshDressesBusyMessage } from '@bridal/shared/inventory/inventory-dresses';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { planDepsOf } from '../../http/plan-deps';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

/**
 * POST /api/brides/{brideId}/refresh-dresses: her dresses picked again from the current inventory.
 * Any user of her boutique may ask (it changes only which of its own dresses her plan names).
 */
export async function refreshDressesHandler(c: Context<AppEnv>) {
  const account = requireAccount(c);
  const outcome = await refreshBrideDresses({
    ...planDepsOf(c, account.boutiqueId),
    brideId: uuidParam(c, 'brideId', clientNotFoundMessage),
  });
  if (outcome === 'not-found') throw new AppError('NOT_FOUND', clientNotFoundMessage);
  if (outcome === 'busy') throw new AppError('CONFLICT', refreshDressesBusyMessage);
  return c.json({ status: 'analyzing' } satisfies RefreshDressesResponse);
}
