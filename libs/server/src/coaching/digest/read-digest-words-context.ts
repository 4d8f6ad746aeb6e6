import { loadCurrentInventory } from '../../analysis/load-inventory';
import type { Sql } from '../../db/create-sql';
import type { DigestWordsContext } from './check-digest-words';

/**
 * What a model's digest is checked against: the names of the boutique's team and of the brides it
 * saw since `since`, and its dresses. Read only when a model words the digests.
 */
export async function readDigestWordsContext(sql: Sql, boutiqueId: number, since: Date): Promise<DigestWordsContext> {
  const [people, inventory] = await Promise.all([
    sql<{ name: string }[]>`
      SELECT name FROM users WHERE boutique_id = ${boutiqueId}
      UNION
      SELECT b.name FROM brides b
      WHERE b.boutique_id = ${boutiqueId}
        AND EXISTS (SELECT 1 FROM appointments a WHERE a.bride_id = b.id AND a.starts_at >= ${since})`,
    loadCurrentInventory(sql, boutiqueId),
  ]);
  return { knownNames: people.map((person) => person.name), inventory: inventory.dresses };
}
