import type { UpdateBoutiqueRequest } from '@bridal/shared/accounts/account-schemas';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';

export interface UpdateBoutiqueDetailsOptions {
  sql: Sql;
  boutiqueId: number;
  request: UpdateBoutiqueRequest;
  /** Told once the change is saved: the dashboards show the boutique's name. */
  dashboardChanges: DashboardChanges;
}

/**
 * Saves the boutique's name, address and phone. Its survey link (the slug) stays as it was: it is
 * printed on QR cards and sent to brides already.
 */
export async function updateBoutiqueDetails(options: UpdateBoutiqueDetailsOptions): Promise<void> {
  const { sql, boutiqueId, request } = options;
  await sql`
    UPDATE boutiques SET name = ${request.name}, address = ${request.address}, phone = ${request.phone},
                         updated_at = now()
    WHERE id = ${boutiqueId}`;
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
}
