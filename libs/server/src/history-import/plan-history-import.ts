import { createHash } from 'node:crypto';
import type { SkippedHistoryRow, UnsureHistoryMatch } from '@bridal/shared/history-import/history-import';
import type { Queryable } from '../db/queryable';
import { countryOf, type HistoryImportRecord, rowContextOf } from './history-import-record';
import { type HistoryRow, readHistoryRow } from './read-history-row';
import { nameKey, readEmail, readPhone } from './read-history-values';

/** A row that will be imported, with the bride it belongs to and the key that keeps it once. */
export interface PlannedRow {
  rowIndex: number;
  rowNumber: number;
  row: HistoryRow;
  /** The imported bride this row belongs to, within the file. */
  identityKey: string;
  /** The source system's id when the export has one, else the file's fingerprint and the row. */
  sourceKey: string;
}

/** How an imported bride is found among the boutique's brides. */
export type IdentityMatch =
  { kind: 'existing'; brideId: string } | { kind: 'new' } | { kind: 'unsure'; brideId: string; reason: string };

export interface HistoryPlan {
  rows: PlannedRow[];
  skipped: SkippedHistoryRow[];
  notes: SkippedHistoryRow[];
  identities: Map<string, { match: IdentityMatch; row: HistoryRow; rows: number }>;
  /** Consultant as written -> the team member's id, or null for one the import will add. */
  consultants: Map<string, string | null>;
  alreadyImported: Set<string>;
  unsure: UnsureHistoryMatch[];
}

interface ExistingBride {
  id: string;
  name: string;
  weddingDate: string | null;
  email: string;
  phone: string;
}

const stagedBatch = 5000;

async function* stagedRows(sql: Queryable, importId: string) {
  for (let from = 0; ; from += stagedBatch) {
    const rows = await sql<{ rowIndex: number; rowNumber: number; cells: string[] }[]>`
      SELECT row_index, row_number, cells FROM history_import_rows
      WHERE import_id = ${importId} AND row_index >= ${from} AND row_index < ${from + stagedBatch}
      ORDER BY row_index`;
    if (rows.length === 0) return;
    yield* rows;
  }
}

const identityKeyOf = (row: HistoryRow) =>
  row.email !== ''
    ? `email:${row.email}`
    : row.phone !== ''
      ? `phone:${row.phone}`
      : `name:${nameKey(row.brideName)}|${row.weddingDate ?? ''}`;

function matchIdentity(row: HistoryRow, brides: ReturnType<typeof indexBrides>): IdentityMatch {
  const byEmail = row.email === '' ? undefined : brides.byEmail.get(row.email);
  if (byEmail) return { kind: 'existing', brideId: byEmail.id };
  const byPhone = row.phone === '' ? undefined : brides.byPhone.get(row.phone);
  if (byPhone) return { kind: 'existing', brideId: byPhone.id };
  const named = brides.byName.get(nameKey(row.brideName)) ?? [];
  const sameDate = named.find((bride) => row.weddingDate !== null && bride.weddingDate === row.weddingDate);
  if (sameDate) return { kind: 'existing', brideId: sameDate.id };
  const [candidate] = named;
  if (!candidate) return { kind: 'new' };
  const reason =
    row.weddingDate !== null && candidate.weddingDate !== null
      ? `Same name, another wedding date (${candidate.weddingDate} here, ${row.weddingDate} in the file).`
      : 'Same name; nothing else to compare.';
  return { kind: 'unsure', brideId: candidate.id, reason };
}

function indexBrides(brides: readonly ExistingBride[], record: HistoryImportRecord) {
  const country = countryOf(record);
  const byEmail = new Map<string, ExistingBride>();
  const byPhone = new Map<string, ExistingBride>();
  const byName = new Map<string, ExistingBride[]>();
  for (const bride of brides) {
    const email = readEmail(bride.email);
    if (email && !byEmail.has(email)) byEmail.set(email, bride);
    const phone = bride.phone === '' ? null : readPhone(bride.phone, country);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, bride);
    const key = nameKey(bride.name);
    if (key !== '') byName.set(key, [...(byName.get(key) ?? []), bride]);
  }
  return { byEmail, byPhone, byName, byId: new Map(brides.map((bride) => [bride.id, bride])) };
}

/**
 * Matches a file's consultants to the team by name (whole, or a first name only one member has)
 * or e-mail; a name no one has is a member the import adds.
 */
async function matchConsultants(sql: Queryable, boutiqueId: number, names: Iterable<string>) {
  const team = await sql<{ id: string; name: string; email: string | null }[]>`
    SELECT id, name, email FROM users WHERE boutique_id = ${boutiqueId}`;
  const consultants = new Map<string, string | null>();
  for (const name of names) {
    const key = nameKey(name);
    const email = readEmail(name);
    const whole = team.find(
      (member) => nameKey(member.name) === key || (email !== null && member.email?.toLowerCase() === email),
    );
    const byFirst = team.filter((member) => nameKey(member.name).split(' ')[0] === key);
    consultants.set(name, whole?.id ?? (byFirst.length === 1 ? byFirst[0]!.id : null));
  }
  return consultants;
}

/**
 * Reads every staged row as it will be imported: which are skipped and why, which bride each
 * belongs to (matched by e-mail, then phone, then name and wedding date; weaker matches wait for
 * the owner), its consultant, and which were imported before. The dry run reports it; the job
 * writes it.
 */
export async function planHistoryImport(sql: Queryable, record: HistoryImportRecord, now: Date): Promise<HistoryPlan> {
  const context = rowContextOf(record, now);
  const rows: PlannedRow[] = [];
  const skipped: SkippedHistoryRow[] = [];
  const notes: SkippedHistoryRow[] = [];
  const seenContent = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  for await (const staged of stagedRows(sql, record.id)) {
    const content = createHash('sha1').update(staged.cells.join('\u0000')).digest('base64');
    const twin = seenContent.get(content);
    if (twin !== undefined) {
      skipped.push({ rowNumber: staged.rowNumber, reason: `Same as row ${twin}.` });
      continue;
    }
    seenContent.set(content, staged.rowNumber);
    const reading = readHistoryRow(staged.cells, context);
    if (!reading.ok) {
      skipped.push({ rowNumber: staged.rowNumber, reason: reading.reason });
      continue;
    }
    const { row } = reading;
    const sourceKey = row.externalId !== '' ? `id:${row.externalId}` : `${record.fingerprint}:${staged.rowNumber}`;
    const sameKey = seenKeys.get(sourceKey);
    if (sameKey !== undefined) {
      skipped.push({ rowNumber: staged.rowNumber, reason: `Same appointment ID as row ${sameKey}.` });
      continue;
    }
    seenKeys.set(sourceKey, staged.rowNumber);
    if (row.note) notes.push({ rowNumber: staged.rowNumber, reason: row.note });
    rows.push({
      rowIndex: staged.rowIndex,
      rowNumber: staged.rowNumber,
      row,
      identityKey: identityKeyOf(row),
      sourceKey,
    });
  }

  const existing = await sql<ExistingBride[]>`
    SELECT id, name, to_char(wedding_date, 'YYYY-MM-DD') AS wedding_date, email, phone
    FROM brides WHERE boutique_id = ${record.boutiqueId}`;
  const brides = indexBrides(existing, record);
  const decisions = new Map(
    (
      await sql<{ identityKey: string; decision: 'match' | 'new' }[]>`
        SELECT identity_key, decision FROM history_import_decisions WHERE import_id = ${record.id}`
    ).map((row) => [row.identityKey, row.decision]),
  );
  const identities: HistoryPlan['identities'] = new Map();
  for (const planned of rows) {
    const known = identities.get(planned.identityKey);
    if (known) {
      known.rows += 1;
      continue;
    }
    identities.set(planned.identityKey, { match: matchIdentity(planned.row, brides), row: planned.row, rows: 1 });
  }
  const unsure: UnsureHistoryMatch[] = [];
  for (const [key, identity] of identities) {
    if (identity.match.kind !== 'unsure') continue;
    const candidate = brides.byId.get(identity.match.brideId)!;
    const decision = decisions.get(key) ?? null;
    unsure.push({
      key,
      name: identity.row.brideName,
      weddingDate: identity.row.weddingDate,
      rows: identity.rows,
      candidate: {
        brideId: candidate.id,
        name: candidate.name,
        weddingDate: candidate.weddingDate,
        email: candidate.email,
        phone: candidate.phone,
      },
      reason: identity.match.reason,
      decision,
    });
  }

  const consultants = await matchConsultants(
    sql,
    record.boutiqueId,
    new Set(rows.map((planned) => planned.row.consultant).filter((name) => name !== '')),
  );
  const alreadyImported = new Set<string>();
  const keys = rows.map((planned) => planned.sourceKey);
  for (let from = 0; from < keys.length; from += stagedBatch) {
    const found = await sql<{ sourceKey: string }[]>`
      SELECT source_key FROM appointments
      WHERE boutique_id = ${record.boutiqueId} AND source_key = ANY(${keys.slice(from, from + stagedBatch)})`;
    for (const { sourceKey } of found) alreadyImported.add(sourceKey);
  }
  return { rows, skipped, notes, identities, consultants, alreadyImported, unsure };
}
