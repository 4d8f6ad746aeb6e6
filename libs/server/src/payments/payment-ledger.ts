import type { LedgerEntry, LedgerKind } from '@bridal/shared/payments/payments';
import type { Queryable } from '../db/queryable';

export interface LedgerWrite {
  boutiqueId: number;
  appointmentId: string | null;
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'failed';
  providerId: string;
  reason?: string;
  failureMessage?: string;
  userId?: string | null;
}

/** Every money movement, whatever came of it: who, when, why, the provider's id, the result. */
export async function recordLedger(sql: Queryable, entry: LedgerWrite): Promise<void> {
  await sql`
    INSERT INTO payment_ledger (boutique_id, appointment_id, kind, amount_cents, currency, status, provider_id, reason,
                                failure_message, user_id)
    VALUES (${entry.boutiqueId}, ${entry.appointmentId}, ${entry.kind}, ${entry.amountCents}, ${entry.currency},
            ${entry.status}, ${entry.providerId}, ${entry.reason ?? ''}, ${entry.failureMessage ?? ''},
            ${entry.userId ?? null})`;
}

export async function listLedger(sql: Queryable, boutiqueId: number, appointmentId: string): Promise<LedgerEntry[]> {
  const rows = await sql<(Omit<LedgerEntry, 'createdAt'> & { createdAt: Date })[]>`
    SELECT l.id, l.kind, l.amount_cents, l.currency, l.status, l.provider_id, l.reason, l.failure_message,
           u.name AS user_name, l.created_at
    FROM payment_ledger l LEFT JOIN users u ON u.id = l.user_id AND u.boutique_id = l.boutique_id
    WHERE l.boutique_id = ${boutiqueId} AND l.appointment_id = ${appointmentId}
    ORDER BY l.created_at, l.id`;
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
