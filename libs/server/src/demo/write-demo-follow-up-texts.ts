import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';
import { loadFollowUpFacts } from '../follow-ups/writer/load-follow-up-facts';
import { writeLocalFollowUp } from '../follow-ups/writer/local-follow-up-writer';

/**
 * The words of the demo's sent and waiting follow-ups, by the built-in writer from each bride's
 * own appointment, with the clock of the day each fell due. In order, so a second message knows
 * the first one's subject as a real plan would. Only rows still without words: a second run
 * writes nothing.
 */
export async function writeDemoFollowUpTexts(sql: Sql): Promise<number> {
  const rows = await sql<{ id: string; dueAt: Date }[]>`
    SELECT id, due_at FROM follow_ups
    WHERE boutique_id = ${demoBoutiqueId} AND status IN ('sent', 'drafted') AND subject = ''
    ORDER BY due_at, step, id`;
  let written = 0;
  for (const row of rows) {
    const facts = await loadFollowUpFacts(sql, row.id, row.dueAt);
    if (!facts) continue;
    const draft = writeLocalFollowUp(facts);
    const updated = await sql`
      UPDATE follow_ups
      SET subject = ${draft.subject}, body = ${draft.body}, text_message = ${draft.textMessage}, writer = 'local'
      WHERE id = ${row.id} AND subject = ''`;
    written += updated.count;
  }
  return written;
}
