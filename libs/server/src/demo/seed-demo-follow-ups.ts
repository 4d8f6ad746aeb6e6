import { createHash } from 'node:crypto';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { followUpLimits, type FollowUpStopReason } from '@bridal/shared/follow-ups/follow-up';
import { DateTime } from 'luxon';
import type { Sql } from '../db/create-sql';
import { isSale } from '../db/sale-sql';
import { writeDemoFollowUpTexts } from './write-demo-follow-up-texts';

export interface SeedDemoFollowUpsOptions {
  sql: Sql;
  /** The seed's clock: follow-ups due before it were sent, the latest are waiting, later ones wait for a later run. */
  now: Date;
}

/** A past appointment that ended 'not yet' or 'no sale', with what became of the bride afterwards. */
interface Candidate {
  appointmentId: string;
  brideId: string;
  brideName: string;
  email: string;
  followUpConsent: boolean;
  unsubscribed: boolean;
  startsAt: Date;
  endedAt: Date;
  bookedAt: Date;
  consultantName: string | null;
  timeZone: string;
  followUpDays: number[];
  /** Her first 'said yes' after this appointment, and her first booking after it. */
  boughtAt: Date | null;
  bookedAgainAt: Date | null;
}

/** Of the brides who left no e-mail, how many the demo lets consent. */
const consentShare = 0.8;
/** A follow-up that fell due this recently is still waiting for a person (the dashboard's 'Follow-ups due'). */
const waitingDays = 3;
/** Of the sent ones, how many went automatically (the rest were sent by her consultant). */
const automaticShare = 0.25;

const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

/** Her made-up address on a reserved domain: nothing is ever mailed from the demo anyway. */
const demoEmailOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'bride'
  }@example.com`;

/**
 * An appointment's own dice, from 0 to 1 (her name and its time, both from the seed's clock): every
 * run answers the same. A hash rather than demo-visits' randomOf, whose first draw leans high for
 * seeds this alike.
 */
const diceOf = (candidate: Candidate, what: string): number =>
  createHash('sha256')
    .update(`demo-follow-up:${what}:${candidate.brideName}:${candidate.startsAt.toISOString()}`)
    .digest()
    .readUInt32BE(0) / 4_294_967_296;

async function readCandidates(sql: Sql, now: Date): Promise<Candidate[]> {
  return sql<Candidate[]>`
    SELECT a.id AS appointment_id, b.id AS bride_id, b.name AS bride_name,
           b.email, b.follow_up_consent, b.unsubscribed_at IS NOT NULL AS unsubscribed,
           a.starts_at, a.ended_at, least(a.created_at, a.starts_at) AS booked_at, u.name AS consultant_name,
           bq.time_zone, bq.follow_up_days,
           (SELECT min(o2.recorded_at) FROM appointment_outcomes o2
            WHERE o2.bride_id = b.id AND ${isSale(sql, 'o2')} AND o2.recorded_at > a.ended_at) AS bought_at,
           -- created_at is the seed's real clock; the seed books a returning bride's visit the day
           -- after her first (planHistory), which is when her plan stopped.
           (SELECT min(least(later.created_at, a.starts_at + interval '1 day')) FROM appointments later
            WHERE later.bride_id = b.id AND later.starts_at > a.starts_at) AS booked_again_at
    FROM appointments a
    JOIN boutiques bq ON bq.id = a.boutique_id
    JOIN appointment_outcomes o ON o.appointment_id = a.id
    JOIN brides b ON b.id = a.bride_id AND b.boutique_id = a.boutique_id
    LEFT JOIN users u ON u.id = a.consultant_id
    WHERE a.boutique_id = ${demoBoutiqueId} AND b.demo_seed
      AND a.status = 'completed' AND a.ended_at IS NOT NULL AND a.ended_at < ${now}
      AND o.result IN ('not_yet', 'no_sale')
    ORDER BY a.starts_at, a.id`;
}

/**
 * Some past brides agreed to follow-ups when they booked (the seed's brides came through the
 * survey, which asks for neither): decided by the dice of each bride's first such visit; of the
 * brides who came back, only the latest, and only while none did, so the demo shows one plan that
 * stopped. A bride who gave an address keeps her answer.
 */
async function letSomeConsent(sql: Sql, candidates: Candidate[]): Promise<void> {
  const returning = candidates.filter((candidate) => candidate.bookedAgainAt ?? candidate.boughtAt);
  const cameBack = returning.some((candidate) => candidate.followUpConsent) ? undefined : returning.at(-1);
  const decided = new Set<string>();
  for (const candidate of candidates) {
    if (decided.has(candidate.brideId) || candidate.email.trim() !== '' || candidate.followUpConsent) continue;
    decided.add(candidate.brideId);
    // One plan that stopped is enough to show; more would fill the histories with stopped steps.
    const consents =
      candidate === cameBack ||
      (!candidate.bookedAgainAt && !candidate.boughtAt && diceOf(candidate, 'consent') < consentShare);
    if (!consents) continue;
    const email = demoEmailOf(candidate.brideName);
    await sql`
      UPDATE brides SET email = ${email}, follow_up_consent = true, follow_up_consent_at = ${candidate.bookedAt}
      WHERE id = ${candidate.brideId} AND email = '' AND NOT follow_up_consent`;
    for (const other of candidates.filter((row) => row.brideId === candidate.brideId)) {
      Object.assign(other, { email, followUpConsent: true });
    }
  }
}

interface PlannedStep {
  candidate: Candidate;
  step: number;
  dueAt: Date;
  status: 'drafted' | 'sent' | 'stopped';
  stop?: { at: Date; reason: FollowUpStopReason };
}

/**
 * Her plan as it would have run by `now`: sent while it lasted, stopped once she came back,
 * waiting when just due. Steps not due yet are left for a later run, never written as scheduled:
 * the worker would draft those, with the model when one is configured, and the demo never asks it.
 */
function planSteps(candidate: Candidate, now: Date): PlannedStep[] {
  const ended = DateTime.fromJSDate(candidate.endedAt, { zone: candidate.timeZone });
  const stop =
    candidate.boughtAt && (!candidate.bookedAgainAt || candidate.boughtAt <= candidate.bookedAgainAt)
      ? { at: candidate.boughtAt, reason: 'bought' as const }
      : candidate.bookedAgainAt
        ? { at: candidate.bookedAgainAt, reason: 'booked_again' as const }
        : undefined;
  return candidate.followUpDays.slice(0, followUpLimits.steps).flatMap((days, index): PlannedStep[] => {
    // The same local wall time N days on, as the real plan does (a DST change moves the UTC instant).
    const dueAt = ended.plus({ days }).toJSDate();
    const base = { candidate, step: index + 1, dueAt };
    if (stop && stop.at < dueAt && stop.at <= now) return [{ ...base, status: 'stopped', stop }];
    if (dueAt > now) return [];
    if (dueAt > minutes(now, -waitingDays * 24 * 60)) return [{ ...base, status: 'drafted' }];
    return [{ ...base, status: 'sent' }];
  });
}

/** At least one waiting, so the demo dashboard's 'Follow-ups due' is never empty: the latest sent one waits instead. */
function keepOneWaiting(steps: PlannedStep[]): void {
  if (steps.some((step) => step.status === 'drafted')) return;
  const latest = steps.filter((step) => step.status === 'sent').sort((a, b) => +b.dueAt - +a.dueAt)[0];
  if (latest) latest.status = 'drafted';
}

/** One row, written directly (no mail job: nothing leaves the demo); a row already there stays as it is. */
async function insertStep(sql: Sql, planned: PlannedStep): Promise<boolean> {
  const { candidate, step, dueAt, status } = planned;
  const sentAt = status === 'sent' ? minutes(dueAt, 10 + Math.floor(diceOf(candidate, `sent-${step}`) * 110)) : null;
  const automatic =
    status === 'sent' && (diceOf(candidate, `automatic-${step}`) < automaticShare || !candidate.consultantName);
  const queuedAt = sentAt ? minutes(sentAt, -1) : null;
  const rows = await sql`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, writer, drafted_at,
                            send_at, queued_at, queued_by_name, automatic, sent_at, sent_to,
                            stopped_at, stopped_reason, created_at, updated_at)
    VALUES (${demoBoutiqueId}, ${candidate.brideId}, ${candidate.appointmentId}, ${step}, ${dueAt}, ${status},
            ${status === 'sent' || status === 'drafted' ? 'local' : null},
            ${status === 'sent' || status === 'drafted' ? dueAt : null},
            ${queuedAt}, ${queuedAt}, ${sentAt && !automatic ? (candidate.consultantName ?? '') : ''}, ${automatic},
            ${sentAt}, ${sentAt ? candidate.email : ''},
            ${planned.stop?.at ?? null}, ${planned.stop?.reason ?? null},
            ${candidate.endedAt}, ${sentAt ?? planned.stop?.at ?? dueAt})
    ON CONFLICT (appointment_id, step) DO NOTHING
    RETURNING id`;
  return rows.length > 0;
}

/**
 * The demo's follow-ups (DESIGN.md section 10, issue 17 item 6): for the past brides who agreed
 * and left an e-mail, after a 'not yet' or 'no sale', the plan as it would have run by `now`:
 * follow-ups sent (by her consultant or automatically), a few waiting for a person, and a plan
 * stopped when she came back. Written straight into follow_ups, never through the mail queue. The
 * same history gives the same rows, and a second run adds nothing (ON CONFLICT DO NOTHING); a
 * later run adds the steps fallen due since. Answers how many rows it added.
 */
export async function seedDemoFollowUps({ sql, now }: SeedDemoFollowUpsOptions): Promise<number> {
  const candidates = await readCandidates(sql, now);
  await letSomeConsent(sql, candidates);
  const writable = candidates.filter(
    (candidate) => candidate.followUpConsent && candidate.email.trim() !== '' && !candidate.unsubscribed,
  );
  const [existing] = await sql<{ waiting: number }[]>`
    SELECT count(*)::int AS waiting FROM follow_ups WHERE boutique_id = ${demoBoutiqueId} AND status = 'drafted'`;
  const steps = writable.flatMap((candidate) => planSteps(candidate, now));
  if (existing!.waiting === 0) keepOneWaiting(steps);

  let added = 0;
  for (const step of steps) if (await insertStep(sql, step)) added += 1;
  await writeDemoFollowUpTexts(sql);
  return added;
}
