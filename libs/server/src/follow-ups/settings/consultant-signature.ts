import type { ConsultantSignature } from '@bridal/shared/follow-ups/consultant-signature';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

export interface ConsultantSignatureOptions {
  sql: Queryable;
  boutiqueId: number;
  /** A team member of that boutique: another boutique's, or nobody, answers 404. */
  userId: string;
}

export interface SaveConsultantSignatureOptions extends ConsultantSignatureOptions {
  /** Validated by consultantSignatureSchema: trimmed, '' to sign with her name. */
  signature: string;
}

interface SignatureRow {
  signature: string;
  name: string;
  boutiqueSignature: string;
  boutiqueName: string;
  boutiquePhone: string;
}

const answerOf = (row: SignatureRow | undefined): ConsultantSignature => {
  if (!row) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  return {
    signature: row.signature,
    name: row.name,
    boutique: { signature: row.boutiqueSignature, name: row.boutiqueName, phone: row.boutiquePhone },
  };
};

const signatureColumns = (sql: Queryable) => sql`
  u.follow_up_signature AS signature, u.name, b.follow_up_signature AS boutique_signature,
  b.name AS boutique_name, b.phone AS boutique_phone`;

/** How a team member signs her follow-ups, with the boutique's lines that follow it (for the preview). */
export async function readConsultantSignature({
  sql,
  boutiqueId,
  userId,
}: ConsultantSignatureOptions): Promise<ConsultantSignature> {
  const [row] = await sql<SignatureRow[]>`
    SELECT ${signatureColumns(sql)}
    FROM users u JOIN boutiques b ON b.id = u.boutique_id
    WHERE u.id = ${userId} AND u.boutique_id = ${boutiqueId}`;
  return answerOf(row);
}

/** Saves her sign-off; the follow-ups drafted from now on end with it (drafts already made keep theirs). */
export async function saveConsultantSignature({
  sql,
  boutiqueId,
  userId,
  signature,
}: SaveConsultantSignatureOptions): Promise<ConsultantSignature> {
  const [row] = await sql<SignatureRow[]>`
    UPDATE users u SET follow_up_signature = ${signature}, updated_at = now()
    FROM boutiques b
    WHERE b.id = u.boutique_id AND u.id = ${userId} AND u.boutique_id = ${boutiqueId}
    RETURNING ${signatureColumns(sql)}`;
  return answerOf(row);
}
