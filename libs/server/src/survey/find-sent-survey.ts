import { hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';
import { issueSurveyBookLink } from './issue-survey-book-link';
import { bookTokenOfSendKey, surveySendKeyHash } from './survey-send-key';

export interface FindSentSurveyOptions {
  sql: Sql;
  boutiqueId: number;
  sendKey: string;
  /** Whether the send offers her a booking link (as the first one with this key did). */
  offersBooking: boolean;
}

/**
 * The answer a survey sent earlier with this key got (her bride, her booking link), for a send
 * of the same survey again; undefined when no survey of this boutique came with the key. Her link
 * is issued now when the first send stored her but stopped before giving it.
 */
export async function findSentSurvey({ sql, boutiqueId, sendKey, offersBooking }: FindSentSurveyOptions) {
  const token = bookTokenOfSendKey(sendKey, boutiqueId);
  const [bride] = await sql<{ id: string; linkIssued: boolean }[]>`
    SELECT b.id, EXISTS (SELECT 1 FROM appointment_links l WHERE l.token_hash = ${hashToken(token)}) AS link_issued
    FROM brides b
    WHERE b.boutique_id = ${boutiqueId} AND b.survey_send_key_hash = ${surveySendKeyHash(sendKey)}`;
  if (!bride) return undefined;
  if (!offersBooking) return { brideId: bride.id, bookingToken: null };
  if (!bride.linkIssued) await issueSurveyBookLink({ sql, boutiqueId, brideId: bride.id, sendKey });
  return { brideId: bride.id, bookingToken: token };
}
