import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';
import { readFollowUpEligibility } from '../follow-up-plan/follow-up-eligibility';
import { stopFollowUps } from '../follow-up-plan/stop-follow-ups';
import { loadFollowUpFacts } from '../follow-ups/writer/load-follow-up-facts';
import { writeLocalFollowUp } from '../follow-ups/writer/local-follow-up-writer';
import { diceOf } from './demo-visits';

export interface SeedDemoFollowUpsOptions {
  sql: Sql;
  /** The seed's clock: steps due before it are drafted; those due before its last few days were sent. */
  now: Date;
  /** Only her steps (the seed catching her plan up before she books again); every demo step by default. */
  brideId?: string;
}

/** A follow-up that fell due this recently is still waiting for a person (the dashboard's 'Follow-ups due'). */
const waitingDays = 3;
/** Of the sent ones, how many went automatically (the rest were sent by her consultant). */
const automaticShare = 0.25;

const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

/** A step's own dice: her name and her visit's time, both from the seed's clock. */
const stepDice = (step: { brideName: string; startsAt: Date; step: number }, what: string): number =>
  diceOf(`demo-follow-up:${what}-${step.step}:${step.brideName}:${step.startsAt.toISOString()}`);

const onlyHer = (sql: Sql, brideId: string | undefined) => (brideId ? sql`AND f.bride_id = ${brideId}` : sql``);

/**
 * What the worker's sweep (draft-due-follow-ups.ts) does when a step falls due, with the clock of
 * that moment: her plan checked again (readFollowUpEligibility) and stopped if she bought, booked
 * again or unsubscribed since, else drafted by the built-in writer (the demo never asks the model).
 * In order, so a second message knows the first one's subject as a real plan would.
 */
async function draftDueSteps(sql: Sql, now: Date, brideId: string | undefined): Promise<number> {
  const due = await sql<{ id: string; brideId: string; appointmentId: string; dueAt: Date }[]>`
    SELECT f.id, f.bride_id, f.appointment_id, f.due_at FROM follow_ups f
    WHERE f.boutique_id = ${demoBoutiqueId} AND f.status = 'scheduled' AND f.due_at <= ${now} ${onlyHer(sql, brideId)}
    ORDER BY f.due_at, f.step, f.id`;
  let changed = 0;
  for (const step of due) {
    const eligibility = await readFollowUpEligibility(sql, step.appointmentId);
    if (!eligibility || eligibility.blocked) continue;
    if (eligibility.stop) {
      changed += await stopFollowUps(sql, { brideId: step.brideId, reason: eligibility.stop, now: step.dueAt });
      continue;
    }
    const facts = await loadFollowUpFacts(sql, step.id, step.dueAt);
    if (!facts) continue;
    const draft = writeLocalFollowUp(facts);
    const drafted = await sql`
      UPDATE follow_ups
      SET status = 'drafted', subject = ${draft.subject}, body = ${draft.body}, text_message = ${draft.textMessage},
          writer = 'local', drafted_at = ${step.dueAt}, updated_at = ${step.dueAt}
      WHERE id = ${step.id} AND status = 'scheduled'`;
    changed += drafted.count;
  }
  return changed;
}

interface DraftedStep {
  id: string;
  step: number;
  dueAt: Date;
  email: string;
  brideName: string;
  startsAt: Date;
  consultantId: string | null;
  consultantName: string | null;
}

/**
 * The drafts older than a few days were sent, by her consultant or automatically, within two hours
 * of falling due: written straight into the row, never through the mail queue (nothing leaves the
 * demo). Across the whole demo at least one draft stays waiting, so the dashboard's 'Follow-ups
 * due' is never empty: the latest.
 */
async function sendOlderDrafts(sql: Sql, now: Date, brideId: string | undefined): Promise<number> {
  const drafted = await sql<DraftedStep[]>`
    SELECT f.id, f.step, f.due_at, b.email, b.name AS bride_name, a.starts_at,
           u.id AS consultant_id, u.name AS consultant_name
    FROM follow_ups f
    JOIN brides b ON b.id = f.bride_id
    JOIN appointments a ON a.id = f.appointment_id
    LEFT JOIN users u ON u.id = a.consultant_id
    WHERE f.boutique_id = ${demoBoutiqueId} AND f.status = 'drafted' ${onlyHer(sql, brideId)}
    ORDER BY f.due_at DESC, f.step DESC, f.id`;
  const sent = drafted.filter((step) => step.dueAt <= minutes(now, -waitingDays * 24 * 60));
  if (!brideId && sent.length > 0 && sent.length === drafted.length) sent.shift();
  let changed = 0;
  for (const step of sent) {
    const sentAt = minutes(step.dueAt, 10 + Math.floor(stepDice(step, 'sent') * 110));
    const automatic = stepDice(step, 'automatic') < automaticShare || !step.consultantId;
    const queuedAt = minutes(sentAt, -1);
    const updated = await sql`
      UPDATE follow_ups
      SET status = 'sent', send_at = ${queuedAt}, queued_at = ${queuedAt},
          queued_by = ${automatic ? null : step.consultantId}, queued_by_name = ${automatic ? '' : (step.consultantName ?? '')},
          automatic = ${automatic}, sent_at = ${sentAt}, sent_to = ${step.email}, updated_at = ${sentAt}
      WHERE id = ${step.id} AND status = 'drafted'`;
    changed += updated.count;
  }
  return changed;
}

/**
 * The demo's follow-ups as time passes. The plans are the product's own: each made when a visit's
 * 'not yet' or 'no sale' was recorded (recordOutcome, then syncFollowUpPlan) for a bride who agreed
 * when she booked, and stopped when she booked again (bookAppointment, then stopFollowUps). Played
 * here is what the worker and her consultant did by `now`: each step that fell due drafted (or
 * stopped), the older drafts sent. Steps due later stay scheduled, for the worker's own sweep or a
 * later run. A second run at the same clock changes nothing. Answers how many rows it changed.
 */
export async function seedDemoFollowUps({ sql, now, brideId }: SeedDemoFollowUpsOptions): Promise<number> {
  const drafted = await draftDueSteps(sql, now, brideId);
  return drafted + (await sendOlderDrafts(sql, now, brideId));
}
