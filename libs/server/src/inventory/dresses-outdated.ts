import type { Sql } from '../db/create-sql';

/**
 * True (in a query on `brides`) when a newer upload replaced the inventory her dress picks came
 * from, or her picks were made before the boutique had one. False while the boutique has none.
 */
export const dressesOutdated = (sql: Sql) => sql`
  EXISTS (SELECT 1 FROM inventories current_inventory
          WHERE current_inventory.boutique_id = brides.boutique_id AND current_inventory.is_current
            AND current_inventory.id IS DISTINCT FROM brides.dresses_inventory_id)`;
