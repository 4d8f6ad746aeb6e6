import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { readHistoryImportRecord } from './history-import-record';
import { type HistoryPlan, type PlannedRow, planHistoryImport } from './plan-history-import';
import type { HistoryRow } from './read-history-row';

export interface RunHistoryImportOptions {
  sql: Sql;
  boutiqueId: number;
  importId: string;
  now?: Date;
  batchSize?: number;
  /** Told after each batch is committed (the job's progress). */
  onBatch?: (progress: { done: number; total: number }) => Promise<void> | void;
}

/**
 * Adds the consultants the file names and the team does not have: members not yet invited (no
 * e-mail, no seat, no invitation) whose figures count like anyone's.
 */
async function addConsultants(tx: Queryable, boutiqueId: number, plan: HistoryPlan): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [name, id] of plan.consultants) {
    if (id !== null) {
      ids.set(name, id);
      continue;
    }
    const [known] = await tx<{ id: string }[]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND from_import AND lower(name) = lower(${name})`;
    const [made] = known
      ? [known]
      : await tx<{ id: string }[]>`
          INSERT INTO users (boutique_id, email, name, role, status, from_import)
          VALUES (${boutiqueId}, NULL, ${name}, 'consultant', 'needs_setup', true)
          RETURNING id`;
    ids.set(name, made!.id);
  }
  return ids;
}

/**
 * The bride of each row of a batch: the matched one, or one made with the batch (all of the
 * batch's new brides in one statement, their ids made here so each row knows hers).
 */
async function bridesOf(
  tx: Queryable,
  options: {
    boutiqueId: number;
    importId: string;
    plan: HistoryPlan;
    batch: readonly PlannedRow[];
    made: Map<string, string>;
  },
): Promise<string[]> {
  const { boutiqueId, importId, plan, batch, made } = options;
  const matched = (planned: PlannedRow): string | undefined => {
    const identity = plan.identities.get(planned.identityKey)!;
    if (identity.match.kind === 'existing') return identity.match.brideId;
    const decided = plan.unsure.find((match) => match.key === planned.identityKey)?.decision;
    if (identity.match.kind === 'unsure' && decided === 'match') return identity.match.brideId;
    return made.get(planned.identityKey);
  };
  const fresh = new Map<string, { id: string; row: HistoryRow }>();
  for (const planned of batch) {
    if (matched(planned) === undefined && !fresh.has(planned.identityKey)) {
      fresh.set(planned.identityKey, { id: randomUUID(), row: planned.row });
    }
  }
  if (fresh.size > 0) {
    const brides = [...fresh.values()].map(({ id, row }) => ({
      id,
      boutique_id: boutiqueId,
      name: row.brideName,
      wedding_date: row.weddingDate,
      answers: tx.json({}),
      status: 'awaiting_survey',
      email: row.email,
      phone: row.phone,
      submitted_at: row.startsAt,
    }));
    await tx`INSERT INTO brides ${tx(brides)}`;
    const links = [...fresh].map(([key, { id }]) => ({ import_id: importId, identity_key: key, bride_id: id }));
    await tx`INSERT INTO history_import_brides ${tx(links)}`;
    for (const [key, { id }] of fresh) made.set(key, id);
  }
  return batch.map((planned) => matched(planned)!);
}

/**
 * The import job: writes the planned rows in batches, each batch in one transaction with the
 * position it reached, so a job that dies continues where its last batch ended. Appointments are
 * inserted by their source key (a unique index), so rows imported before (this file again, or a
 * crash between a batch and its position) change nothing.
 */
export async function runHistoryImport(options: RunHistoryImportOptions): Promise<{ imported: number }> {
  const { sql, boutiqueId, importId } = options;
  const batchSize = options.batchSize ?? 1000;
  const record = await readHistoryImportRecord(sql, { boutiqueId, importId });
  if (record.status === 'imported') return { imported: 0 };
  const plan = await planHistoryImport(sql, record, options.now ?? new Date());
  const consultants = await sql.begin((tx) => addConsultants(tx, boutiqueId, plan));
  const made = new Map(
    (
      await sql<{ identityKey: string; brideId: string }[]>`
        SELECT identity_key, bride_id FROM history_import_brides WHERE import_id = ${importId}`
    ).map((row) => [row.identityKey, row.brideId]),
  );
  const total = record.rowCount;
  let imported = 0;
  let position = record.rowsDone;
  const pending = plan.rows.filter((planned) => planned.rowIndex >= position);
  for (let from = 0; from < pending.length || position < total; from += batchSize) {
    const batch = pending.slice(from, from + batchSize);
    const end =
      batch.length < batchSize || from + batchSize >= pending.length ? total : batch[batch.length - 1]!.rowIndex + 1;
    const madeBefore = new Map(made);
    try {
      imported += await sql.begin(async (tx) => {
        let written = 0;
        const brideIds = await bridesOf(tx, { boutiqueId, importId, plan, batch, made });
        const appointments = batch.map((planned, at) => ({ planned, brideId: brideIds[at]! }));
        const values = appointments.map(({ planned, brideId }) => ({
          boutique_id: boutiqueId,
          bride_id: brideId,
          consultant_id: consultants.get(planned.row.consultant) ?? null,
          starts_at: planned.row.startsAt,
          duration_minutes: record.appointmentMinutes,
          status: planned.row.status,
          booked_by: 'staff',
          notes: [planned.row.appointmentType, planned.row.notes].filter(Boolean).join(' · ').slice(0, 2000),
          source: 'import',
          source_key: planned.sourceKey,
          cancelled_at: planned.row.status === 'cancelled' ? planned.row.startsAt : null,
          ended_at: planned.row.status === 'completed' ? planned.row.startsAt : null,
        }));
        const inserted =
          values.length === 0
            ? []
            : await tx<{ id: string; sourceKey: string; brideId: string; consultantId: string | null }[]>`
                INSERT INTO appointments ${tx(values)}
                ON CONFLICT (boutique_id, source_key) WHERE source_key IS NOT NULL DO NOTHING
                RETURNING id, source_key, bride_id, consultant_id`;
        written += inserted.length;
        const byKey = new Map(batch.map((planned) => [planned.sourceKey, planned]));
        const outcomes = inserted.flatMap((appointment) => {
          const { row } = byKey.get(appointment.sourceKey)!;
          if (row.status !== 'completed') return [];
          return [
            {
              appointment_id: appointment.id,
              boutique_id: boutiqueId,
              bride_id: appointment.brideId,
              consultant_id: appointment.consultantId,
              result: row.sale ? 'said_yes' : 'no_sale',
              dress_name: row.sale?.dress ?? '',
              sale_amount_cents: row.sale?.amountCents ?? null,
              sale_date: row.sale?.date ?? null,
              source: 'import',
              recorded_at: row.startsAt,
              updated_at: row.startsAt,
            },
          ];
        });
        if (outcomes.length > 0) await tx`INSERT INTO appointment_outcomes ${tx(outcomes)}`;
        await tx`
          UPDATE history_imports SET rows_done = ${end}, updated_at = now()
          WHERE id = ${importId} AND boutique_id = ${boutiqueId}`;
        return written;
      });
    } catch (error) {
      // The batch's brides were rolled back with it.
      made.clear();
      for (const [key, id] of madeBefore) made.set(key, id);
      throw error;
    }
    position = end;
    await options.onBatch?.({ done: position, total });
    if (batch.length === 0) break;
  }
  await sql`
    UPDATE history_imports SET status = 'imported', rows_done = row_count, updated_at = now()
    WHERE id = ${importId} AND boutique_id = ${boutiqueId}`;
  return { imported };
}
