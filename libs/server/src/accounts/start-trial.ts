import type { TrialSignupRequest } from '@bridal/shared/validation/trial-signup-schema';
import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';

export const demoAccessDays = 30;

/** Stores a trial lead and grants demo access; the access token goes to a cookie. */
export async function startTrial(
  sql: Sql,
  request: TrialSignupRequest,
  ip: string,
): Promise<{ trialId: string; accessToken: string; accessExpiresAt: Date }> {
  const accessToken = createToken();
  const accessExpiresAt = new Date(Date.now() + demoAccessDays * 86_400_000);
  const [trial] = await sql<{ id: string }[]>`
    INSERT INTO trials (name, phone, email, boutique_name, access_token_hash, ip, access_expires_at)
    VALUES (${request.name}, ${request.phone}, ${request.email}, ${request.boutiqueName},
            ${hashToken(accessToken)}, ${ip}, ${accessExpiresAt})
    RETURNING id`;
  return { trialId: trial!.id, accessToken, accessExpiresAt };
}

/** The trial behind a demo-access cookie, if it is still valid, and when that access ends. */
export async function findTrialByAccessToken(
  sql: Sql,
  accessToken: string,
): Promise<{ trialId: string; accessExpiresAt: Date } | undefined> {
  const [row] = await sql<{ trialId: string; accessExpiresAt: Date }[]>`
    SELECT id AS trial_id, access_expires_at FROM trials
    WHERE access_token_hash = ${hashToken(accessToken)} AND access_expires_at > now()`;
  return row;
}
