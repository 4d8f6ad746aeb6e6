import { issueBookLink } from '../appointments/links/issue-book-link';
import type { Queryable } from '../db/queryable';
import { isUniqueViolation } from '../db/is-unique-violation';
import { bookTokenOfSendKey } from './survey-send-key';

export interface IssueSurveyBookLinkOptions {
  sql: Queryable;
  boutiqueId: number;
  brideId: string;
  /** The key her survey came with, if any. */
  sendKey?: string;
}

/**
 * The booking link her survey's thanks page carries: a new token, or, when her survey came with a
 * send key, the token made from it, issued once however many sends of it race to give it.
 */
export async function issueSurveyBookLink({ sql, boutiqueId, brideId, sendKey }: IssueSurveyBookLinkOptions) {
  if (!sendKey) return (await issueBookLink({ sql, boutiqueId, brideId })).token;
  const token = bookTokenOfSendKey(sendKey, boutiqueId);
  await issueBookLink({ sql, boutiqueId, brideId, token }).catch((error: unknown) => {
    if (!isUniqueViolation(error, 'appointment_links_token_hash_key')) throw error;
  });
  return token;
}
