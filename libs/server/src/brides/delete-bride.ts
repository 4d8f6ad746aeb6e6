import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/create-logger';
import { lockBridePhotos } from '../photos/prepare-bride-photos';
import type { ObjectStorage } from '../storage/object-storage';
import { brideFolder } from '../storage/storage-keys';

export interface DeleteBrideOptions {
  sql: Sql;
  storage: ObjectStorage;
  boutiqueId: number;
  brideId: string;
  /** Told once she is gone, so no dashboard keeps showing her. */
  dashboardChanges: DashboardChanges;
  logger: Pick<Logger, 'warn'>;
}

export const brideFilesNotDeletedMessage =
  'Her photos could not be deleted just now, so she has been kept. Please try again in a minute.';

/**
 * Deletes one of the boutique's brides for good: every file stored under her folder, then her row
 * and by cascade her answers, photos' rows, plan, notifications and advice. Her row goes only
 * once her files are gone, so a failure keeps her to be deleted again, never files nobody can
 * reach. Another boutique's bride, or one already deleted, is not found. Answers her name.
 */
export async function deleteBride(options: DeleteBrideOptions): Promise<{ name: string }> {
  const { sql, storage, boutiqueId, brideId } = options;
  const deleted = await sql.begin(async (tx) => {
    // A photo being re-encoded is finished first, so nothing is written into her folder once it is emptied.
    await lockBridePhotos(tx, brideId);
    const [bride] = await tx<{ name: string }[]>`
      SELECT name FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
    if (!bride) return undefined;
    try {
      await storage.deleteFolder(brideFolder(boutiqueId, brideId));
    } catch (error) {
      options.logger.warn({ err: error, brideId }, "a bride's files could not be deleted: she is kept");
      throw new AppError('SERVICE_UNAVAILABLE', brideFilesNotDeletedMessage, { cause: error });
    }
    await tx`DELETE FROM brides WHERE id = ${brideId}`;
    return bride;
  });
  if (!deleted) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return deleted;
}
