import { demoBoutiqueId, demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import type { Redis } from 'ioredis';
import { DateTime } from 'luxon';
import { bookAppointment } from '../appointments/book-appointment';
import { recordOutcome } from '../appointments/outcome/record-outcome';
import { type BoutiqueSchedule, readBoutiqueSchedule } from '../appointments/schedule/boutique-schedule';
import { saveChecklistDress } from '../appointments/session/save-checklist-dress';
import { saveScoreCard } from '../coaching/score-cards/save-score-card';
import { readScoreCardBehaviours } from '../coaching/score-card-behaviours';
import { assignAppointment } from '../appointments/staff/assign-appointment';
import { markNoShow } from '../appointments/staff/mark-no-show';
import { startAppointment } from '../appointments/staff/start-appointment';
import type { DashboardChanges } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { validateWithSchema } from '../errors/validate-with-schema';
import type { Logger } from '../logging/create-logger';
import type { ObjectStorage } from '../storage/object-storage';
import { submitSurvey } from '../survey/submit-survey';
import { analyseDemoBride } from './analyse-demo-bride';
import { seedDemoFollowUps } from './seed-demo-follow-ups';
import { demoBrides } from './demo-brides';
import { type DemoPattern, demoConsultants, usualYes } from './demo-team';
import { TeamQuotas } from './demo-quotas';
import {
  budgetFrame,
  diceOf,
  fateOf,
  otherReasons,
  pastBrideAnswers,
  pick,
  planDay,
  type Random,
  randomOf,
  reasonsFor,
  startsOfDay,
  type PlannedVisit,
  type VisitFate,
} from './demo-visits';
import { checklistDressSchema } from '@bridal/shared/appointments/appointment-detail';
import type { ScoreCardAnswer, ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import { outcomeSchema } from '@bridal/shared/appointments/outcome';

/** How far back the demo's history reaches: the 90 days a consultant's record is read over, and today. */
const demoHistoryDays = 91;

export interface SeedDemoAppointmentsOptions {
  sql: Sql;
  storage: ObjectStorage;
  /** The seed's clock: history before it, today's and this week's visits around it. */
  now: Date;
  /** Where the writes tell the demo dashboard; none at start (nobody is polling yet). */
  changes?: DashboardChanges;
  logger: Logger;
  /** The seeded team (demo-team.ts), in demoConsultants' order. */
  consultants: DemoTeamMember[];
}

export interface DemoTeamMember {
  id: string;
  name: string;
  email: string;
}

interface Dress {
  id: string;
  name: string;
  price: number;
}

interface Context extends SeedDemoAppointmentsOptions {
  changes: DashboardChanges;
  schedule: BoutiqueSchedule;
  dresses: Dress[];
  behaviours: ScoreCardBehaviour[];
}

/** Her pattern (demo-team.ts); a member the table does not know works like the first. */
const patternOf = (member: DemoTeamMember): DemoPattern =>
  (demoConsultants.find((entry) => entry.email === member.email) ?? demoConsultants[0]).pattern;

/** The member of the team a planned visit names, or the first when she is missing. */
const memberAt = (context: Context, index: number): DemoTeamMember =>
  context.consultants.find((member) => member.email === demoConsultants[index]?.email) ?? context.consultants[0]!;

/** Who works visits: those with a share of them (a new invitee has none). */
const working = (context: Context): DemoTeamMember[] => {
  const members = context.consultants.filter((member) => patternOf(member).share > 0);
  return members.length > 0 ? members : context.consultants;
};

/** A mark that goes nowhere: the seed runs before the process has its Redis connection. */
const noChanges: DashboardChanges = {
  redis: { eval: async () => 0 } as unknown as Redis,
  prefix: 'demo-seed',
};

/**
 * The demo boutique's appointments, made through the same functions staff and brides use, each
 * with the clock of its moment: thirteen weeks of past visits (past brides submitted through the
 * survey, booked, started, their pull list ticked, their outcome recorded when her consultant
 * records it and her score card filled, or marked no-show), each consultant's by her pattern,
 * visits left booked from an earlier start settled, and today's and this week's visits for the
 * showcase brides. The brides who did not buy have the product's own follow-up plans (recordOutcome
 * made them, her next booking stopped them); seed-demo-follow-ups.ts plays their sweep up to now.
 * Each part only when missing, so a restart adds only the days since the last.
 * Answers how many appointments it made.
 */
export async function seedDemoAppointments(options: SeedDemoAppointmentsOptions): Promise<number> {
  const { sql } = options;
  const [schedule, dresses, behaviours] = await Promise.all([
    readBoutiqueSchedule(sql, demoBoutiqueId),
    sql<{ id: string; name: string; price: string | null }[]>`
      SELECT d.id, d.name, d.price FROM dresses d JOIN inventories i ON i.id = d.inventory_id
      WHERE i.boutique_id = ${demoBoutiqueId} AND i.is_current AND d.price IS NOT NULL
      ORDER BY d.price, d.style_number, d.id`,
    readScoreCardBehaviours(sql, demoBoutiqueId),
  ]);
  if (dresses.length === 0 || options.consultants.length === 0) return 0;
  const context: Context = {
    ...options,
    changes: options.changes ?? noChanges,
    schedule,
    dresses: dresses.map((dress) => ({ id: dress.id, name: dress.name, price: Number(dress.price) })),
    behaviours,
  };
  await forgetHistoryWithoutRecord(context);
  await settleOverdue(context);
  let made = await seedHistory(context);
  made += await seedUpcoming(context);
  // The plans recordOutcome made for the brides who did not buy: what fell due by now drafted, older ones sent.
  const followUps = await seedDemoFollowUps({ sql, now: options.now });
  if (followUps > 0) options.logger.debug({ followUps }, 'demo follow-ups seeded');
  return made;
}

const today = (context: Context) =>
  DateTime.fromJSDate(context.now, { zone: context.schedule.timeZone }).startOf('day');
const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);

/** One past bride and her visits (a second one when the first ended 'not yet'), in order. */
interface BrideChain {
  answers: Record<string, string | string[]>;
  submittedAt: Date;
  visits: (PlannedVisit & { bookAt: Date })[];
  /** She agreed to follow-ups, with her e-mail, when she booked her first visit herself. */
  consents: boolean;
}

/** Of the brides who did not buy and did not come back, how many agreed to follow-ups. */
const consentShare = 0.8;

/**
 * Who agreed to follow-ups, as a bride does on her booking page (so she booked herself): most of
 * those whose only visit ended 'not yet' or 'no sale', and of those who came back only the latest,
 * and only while the demo shows no plan stopped that way yet: one is enough to show, more would
 * fill the histories with stopped steps.
 */
function decideConsent(chains: BrideChain[], showsStoppedPlan: boolean): void {
  const cameBack = showsStoppedPlan ? undefined : chains.filter((chain) => chain.visits.length > 1).at(-1);
  for (const chain of chains) {
    const [first] = chain.visits;
    if (!first) continue;
    chain.consents =
      chain === cameBack ||
      (chain.visits.length === 1 &&
        (first.fate === 'not_yet' || first.fate === 'no_sale') &&
        diceOf(`demo-consent:${chain.submittedAt.toISOString()}`) < consentShare);
    if (chain.consents) first.bookedByBride = true;
  }
}

/** How many brides are played through at once: quicker, while leaving the process's pool room to serve. */
const concurrency = 3;

async function eachLimited<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}

/**
 * The history's brides and visits, decided day by day before anything is written; each
 * consultant's ends, reasons and score cards by her quotas, so her record is her pattern.
 */
function planHistory(context: Context, from: DateTime, until: DateTime): BrideChain[] {
  const chains: BrideChain[] = [];
  const quotas = new TeamQuotas(`demo-quotas:${from.toISODate()}`);
  const fateFor = (consultant: number) => quotas.fate(consultant, demoConsultants[consultant]!.pattern);
  // Brides who said 'not yet' may come back for a second visit.
  const comingBack: { chain: BrideChain; after: Date }[] = [];
  const decided = (visit: PlannedVisit, answers: BrideChain['answers']): PlannedVisit => ({
    ...visit,
    reasons:
      visit.fate === 'not_yet' || visit.fate === 'no_sale'
        ? quotas.reasons(visit.consultant, demoConsultants[visit.consultant]!.pattern)
        : undefined,
    card:
      visit.fate === 'no_show'
        ? undefined
        : scoreCardOf(
            context.behaviours,
            demoConsultants[visit.consultant]!.pattern,
            [answers.shoppingParty ?? []].flat(),
            (key, share) => quotas.did(visit.consultant, demoConsultants[visit.consultant]!.pattern, key, share),
          ),
  });
  for (let day = from; day < until; day = day.plus({ days: 1 })) {
    const random = randomOf(`demo-brides:${day.toISODate()}`);
    for (const visit of planDay(context.schedule, day, fateFor)) {
      const returning = comingBack.findIndex((entry) => entry.after < minutes(visit.startsAt, -3 * 24 * 60));
      if (returning >= 0 && random() < 0.5) {
        const { chain, after } = comingBack.splice(returning, 1)[0]!;
        chain.visits.push({ ...decided(visit, chain.answers), bookedByBride: false, bookAt: minutes(after, 24 * 60) });
        continue;
      }
      const submittedAt = minutes(visit.startsAt, -(2 + Math.floor(random() * 10)) * 24 * 60 - 300);
      const answers = pastBrideAnswers(random, day);
      const chain = {
        answers,
        submittedAt,
        visits: [{ ...decided(visit, answers), bookAt: minutes(submittedAt, 20) }],
        consents: false,
      };
      chains.push(chain);
      if (visit.fate === 'not_yet') comingBack.push({ chain, after: visit.startsAt });
    }
  }
  return chains;
}

/** The days before today with no visit yet: the last thirteen weeks, after the latest seeded visit. */
async function seedHistory(context: Context): Promise<number> {
  const { sql } = context;
  const start = today(context);
  const [latest] = await sql<{ startsAt: Date | null }[]>`
    SELECT max(a.starts_at) AS starts_at FROM appointments a JOIN brides b ON b.id = a.bride_id AND b.demo_seed
    WHERE a.boutique_id = ${demoBoutiqueId} AND a.starts_at < ${start.toJSDate()}`;
  let from = start.minus({ days: demoHistoryDays });
  if (latest?.startsAt) {
    const after = DateTime.fromJSDate(latest.startsAt, { zone: context.schedule.timeZone })
      .startOf('day')
      .plus({ days: 1 });
    if (after > from) from = after;
  }
  const chains = planHistory(context, from, start);
  const [shown] = await sql<{ stopped: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM follow_ups WHERE boutique_id = ${demoBoutiqueId} AND stopped_reason = 'booked_again'
    ) AS stopped`;
  decideConsent(chains, shown!.stopped);
  let made = 0;
  // Each bride's story in order; different brides side by side (a day holds at most two visits,
  // so bookings made side by side never fill a slot another needs).
  await eachLimited(chains, async (chain) => {
    const brideId = await submitPastBride(context, chain.answers, chain.submittedAt);
    for (const [index, visit] of chain.visits.entries()) {
      const consultant = memberAt(context, visit.consultant);
      // Her plan as it stood when she booked again: what fell due by then was drafted or sent.
      if (index > 0) await seedDemoFollowUps({ sql, now: visit.bookAt, brideId });
      const id = await book(context, {
        brideId,
        startsAt: visit.startsAt,
        consultantId: visit.bookedByBride ? null : consultant.id,
        bookedByUserId: visit.bookedByBride ? null : consultant.id,
        bookAt: visit.bookAt,
      });
      if (!id) continue;
      made += 1;
      if (index === 0 && chain.consents) await giveConsent(context, brideId, chain.answers, visit.bookAt);
      const random = randomOf(`demo-visit:${visit.startsAt.toISOString()}`);
      await finishVisit(context, { ...visit, id, brideId, consultant, random });
    }
  });
  return made;
}

/** Today's visits (when today has none) and the next days' (when none is booked): the showcase brides. */
async function seedUpcoming(context: Context): Promise<number> {
  const { sql, schedule, now } = context;
  const start = today(context);
  const [counts] = await sql<{ today: number; week: number }[]>`
    SELECT count(*) FILTER (WHERE starts_at < ${start.plus({ days: 1 }).toJSDate()})::int AS today,
           count(*) FILTER (WHERE starts_at >= ${start.plus({ days: 1 }).toJSDate()} AND status = 'booked')::int AS week
    FROM appointments
    WHERE boutique_id = ${demoBoutiqueId} AND starts_at >= ${start.toJSDate()}
      AND starts_at < ${start.plus({ days: 8 }).toJSDate()}`;
  const showcase = await sql<{ id: string; name: string }[]>`
    SELECT id, name FROM brides
    WHERE boutique_id = ${demoBoutiqueId} AND demo_seed AND status = 'ready'
      AND name IN ${sql(demoBrides.map((bride) => String(bride.answers.name)))}
    ORDER BY name`;
  const random = randomOf(`demo-upcoming:${start.toISODate()}`);
  const brides = [...showcase];
  let made = 0;

  if (counts!.today === 0) {
    const starts = startsOfDay(schedule, start);
    // Morning, midday and afternoon, booked the day before yesterday.
    const picked = [0.1, 0.45, 0.8].map((at) => starts[Math.floor(at * starts.length)]).filter((s) => s !== undefined);
    for (const [index, slot] of [...new Set(picked)].entries()) {
      const bride = brides.shift();
      if (!bride) break;
      const consultant = working(context)[index % 2] ?? working(context)[0]!;
      const startsAt = slot.toJSDate();
      const id = await book(context, {
        brideId: bride.id,
        startsAt,
        consultantId: consultant.id,
        bookedByUserId: consultant.id,
        bookAt: start.minus({ days: 2 }).toJSDate(),
      });
      if (!id) continue;
      made += 1;
      const endsAt = minutes(startsAt, schedule.appointmentMinutes);
      if (endsAt <= now) {
        const fate = fateOf(random, patternOf(consultant));
        await finishVisit(context, { id, brideId: bride.id, startsAt, consultant, fate, random });
      } else if (startsAt <= now) {
        await startAppointment({
          ...context,
          boutiqueId: demoBoutiqueId,
          appointmentId: id,
          actor: actorOf(consultant),
          now: minutes(startsAt, 3),
        });
      }
    }
  }

  if (counts!.week === 0) {
    for (let offset = 1, booked = 0; offset <= 7 && booked < 3; offset += 1) {
      const starts = startsOfDay(schedule, start.plus({ days: offset }));
      if (starts.length === 0) continue;
      const bride = brides.shift();
      if (!bride) break;
      const team = working(context);
      const consultant = team[offset % team.length]!;
      const id = await book(context, {
        brideId: bride.id,
        startsAt: pick(random, starts).toJSDate(),
        consultantId: consultant.id,
        bookedByUserId: consultant.id,
        bookAt: now,
      });
      if (id) {
        made += 1;
        booked += 1;
      }
    }
  }
  return made;
}

/** Visits an earlier start left booked whose time has passed: ended as they would have. */
async function settleOverdue(context: Context): Promise<void> {
  const { sql, now } = context;
  const overdue = await sql<{ id: string; brideId: string; startsAt: Date; consultantId: string | null }[]>`
    SELECT id, bride_id, starts_at, consultant_id FROM appointments
    WHERE boutique_id = ${demoBoutiqueId} AND status = 'booked'
      AND starts_at + duration_minutes * interval '1 minute' <= ${now}
    ORDER BY starts_at, id`;
  for (const visit of overdue) {
    const consultant = context.consultants.find((member) => member.id === visit.consultantId) ?? working(context)[0]!;
    const random = randomOf(`demo-settle:${visit.startsAt.toISOString()}`);
    await finishVisit(context, { ...visit, consultant, fate: fateOf(random, patternOf(consultant)), random });
  }
}

const actorOf = (consultant: { id: string }) => ({ userId: consultant.id, isAdmin: false });

/**
 * When she booked: the moment the seed wants, unless her last visit was not over by then (a
 * showcase bride booked again for today on a later start): then half an hour after it ended, as
 * nobody books her next visit before the last one has happened.
 */
async function bookingClock(context: Context, brideId: string, wanted: Date, startsAt: Date): Promise<Date> {
  const [last] = await context.sql<{ endedAt: Date | null }[]>`
    SELECT max(coalesce(ended_at, starts_at + duration_minutes * interval '1 minute')) AS ended_at
    FROM appointments WHERE bride_id = ${brideId} AND starts_at < ${startsAt}`;
  const after = last?.endedAt ? minutes(last.endedAt, 30) : wanted;
  return after > wanted ? after : wanted;
}

/** Booked through bookAppointment with the clock of the moment she booked; undefined if the slot was refused. */
async function book(
  context: Context,
  visit: { brideId: string; startsAt: Date; consultantId: string | null; bookedByUserId: string | null; bookAt: Date },
): Promise<string | undefined> {
  try {
    const now = await bookingClock(context, visit.brideId, visit.bookAt, visit.startsAt);
    const booked = await bookAppointment({
      sql: context.sql,
      changes: context.changes,
      boutiqueId: demoBoutiqueId,
      brideId: visit.brideId,
      startsAt: visit.startsAt,
      consultantId: visit.consultantId,
      bookedBy: visit.bookedByUserId ? 'staff' : 'bride',
      bookedByUserId: visit.bookedByUserId,
      now,
      mailBride: false,
    });
    return booked.id;
  } catch (error) {
    // A slot a visitor's day cannot hold (the hours changed, it is full): the demo goes without it.
    if (!(error instanceof AppError)) throw error;
    context.logger.debug({ err: error, startsAt: visit.startsAt }, 'demo visit not booked');
    return undefined;
  }
}

/** Her made-up address on a reserved domain: nothing is ever mailed from the demo anyway. */
const demoEmailOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'bride'
  }@example.com`;

/** What her booking page keeps when she ticks the box: her e-mail and her consent, at the moment she booked. */
async function giveConsent(context: Context, brideId: string, answers: BrideChain['answers'], at: Date) {
  await context.sql`
    UPDATE brides SET email = ${demoEmailOf(String(answers.name))}, follow_up_consent = true, follow_up_consent_at = ${at}
    WHERE id = ${brideId} AND boutique_id = ${demoBoutiqueId}`;
}

/** A past bride as the survey stores her, analysed by the built-in analyst; her 'plan ready' read long ago. */
async function submitPastBride(
  context: Context,
  answers: Record<string, string | string[]>,
  submittedAt: Date,
): Promise<string> {
  const { sql, storage, logger } = context;
  const { brideId } = await submitSurvey({
    sql,
    storage,
    boutiqueId: demoBoutiqueId,
    answers: await validateWithSchema(
      surveyAnswersSchema,
      { ...answers, boutiqueName: demoBoutiqueSlug },
      { textInput: true },
    ),
    photos: [],
    demoSeed: true,
    now: submittedAt,
  });
  await analyseDemoBride({ sql, storage, brideId, logger });
  await sql`
    UPDATE notifications SET read_at = ${minutes(submittedAt, 60)}, created_at = ${minutes(submittedAt, 5)}
    WHERE bride_id = ${brideId} AND boutique_id = ${demoBoutiqueId}`;
  return brideId;
}

/**
 * What happened at a visit, with the clock of each moment: a no-show marked half an hour in, or
 * the appointment started, the pull list ticked as she tried dresses on, and the outcome recorded.
 */
async function finishVisit(
  context: Context,
  visit: {
    id: string;
    brideId: string;
    startsAt: Date;
    consultant: DemoTeamMember;
    fate: VisitFate;
    random: Random;
    /** As planned with the history; else drawn now. */
    reasons?: NoSaleReason[];
    card?: Record<string, ScoreCardAnswer>;
  },
): Promise<void> {
  const { sql, changes, schedule } = context;
  const { id: appointmentId, consultant, fate, random } = visit;
  const base = { sql, changes, boutiqueId: demoBoutiqueId, appointmentId };
  if (fate === 'no_show') {
    // A bride's own booking is given to its consultant the day before, as the admin would.
    await assignAppointment({ ...base, consultantId: consultant.id, actor: actorOf(consultant) });
    await markNoShow({ ...base, actor: actorOf(consultant), now: minutes(visit.startsAt, 30) });
    return;
  }
  await startAppointment({ ...base, actor: actorOf(consultant), now: minutes(visit.startsAt, 3) });

  const pattern = patternOf(consultant);
  const [bride] = await sql<{ answers: { budget?: string; customBudget?: string; shoppingParty?: string[] } }[]>`
    SELECT answers FROM brides WHERE id = ${visit.brideId}`;
  const frame = budgetFrame(bride?.answers ?? {});
  const near = context.dresses.filter((dress) => dress.price >= frame.min * 0.8 && dress.price <= frame.max * 1.1);
  const fitting = near.length >= 4 ? near : context.dresses;
  // Who sells low pulls from under the bride's range (the dresses come cheapest first).
  const under = context.dresses.filter((dress) => dress.price >= frame.min * 0.6 && dress.price < frame.min);
  const pool = pattern.lowTicket ? (under.length >= 2 ? under : fitting.slice(0, 3)) : fitting;
  const pulled = new Map<string, Dress>();
  const count = 2 + Math.floor(random() * 2);
  while (pulled.size < Math.min(count, pool.length)) {
    const dress = pick(random, pool);
    pulled.set(dress.id, dress);
  }
  const list = [...pulled.values()];
  const loved = pattern.lowTicket
    ? list.reduce((low, dress) => (dress.price < low.price ? dress : low))
    : list[Math.floor(random() * list.length)]!;
  for (const [index, dress] of list.entries()) {
    const triedOn = dress === loved || index < 1 || random() < 0.5;
    const verdict = dress === loved ? 'loved' : triedOn && random() < 0.6 ? 'not_for_her' : null;
    await saveChecklistDress({
      ...base,
      dressKey: dress.id,
      user: { userId: consultant.id, name: consultant.name, role: 'consultant' },
      now: minutes(visit.startsAt, 10 + index * 5),
      dress: await validateWithSchema(checklistDressSchema, {
        dressName: dress.name,
        pulled: true,
        triedOn,
        verdict,
        reason: verdict === 'not_for_her' ? pick(random, ['Too heavy', 'Not her neckline', 'Felt too formal']) : '',
      }),
    });
  }

  const endedAt = minutes(visit.startsAt, schedule.appointmentMinutes - 5);
  const localEnd = DateTime.fromJSDate(endedAt, { zone: schedule.timeZone });
  let body: object;
  if (fate === 'said_yes') {
    // Most brides buy a dress from her pull list; some fall for one the consultant fetched later.
    const offList = context.dresses.filter((dress) => !pulled.has(dress.id));
    const bought = random() < 0.82 || offList.length === 0 ? loved : pick(random, offList);
    const extras = !pattern.lowTicket && random() < 0.4 ? (1 + Math.floor(random() * 4)) * 75 : 0;
    body = { result: 'said_yes', dressId: bought.id, amount: bought.price + extras };
  } else {
    const reasons = visit.reasons ?? reasonsFor(random, pattern);
    body = {
      result: fate,
      reasons,
      otherReason: reasons.includes('other') ? pick(random, otherReasons) : '',
      followUpOn: fate === 'not_yet' ? localEnd.plus({ days: 7 + Math.floor(random() * 14) }).toISODate() : null,
    };
  }
  // She records it when she does (some a day or more late), never after the seed's now.
  const [from, to] = pattern.outcomeHours;
  const late = minutes(endedAt, Math.round((from + random() * (to - from)) * 60));
  const recordedAt = late < context.now ? late : context.now;
  const user = { userId: consultant.id, name: consultant.name, role: 'consultant' } as const;
  await recordOutcome({ ...base, user, input: await validateWithSchema(outcomeSchema, body), now: recordedAt });
  await saveScoreCard({
    sql,
    boutiqueId: demoBoutiqueId,
    appointmentId,
    user,
    answers:
      visit.card ??
      scoreCardOf(context.behaviours, pattern, bride?.answers.shoppingParty ?? [], (_key, share) => random() < share),
    now: minutes(recordedAt, 2),
  });
}

/**
 * Her card for a visit: each behaviour a yes when she `did` it (as often as her pattern says); her
 * party's part not relevant when the bride came alone.
 */
function scoreCardOf(
  behaviours: readonly ScoreCardBehaviour[],
  pattern: DemoPattern,
  party: readonly string[],
  did: (key: string, share: number) => boolean,
): Record<string, ScoreCardAnswer> {
  const alone = party.every((entry) => entry === 'alone');
  const yes: Readonly<Record<string, number>> = pattern.yes;
  return Object.fromEntries(
    behaviours.map(({ key }): [string, ScoreCardAnswer] => {
      if (key === 'involvedParty' && alone) return [key, 'not_relevant'];
      return [key, did(key, yes[key] ?? usualYes) ? 'yes' : 'no'];
    }),
  );
}

/**
 * A history seeded before the team had its patterns (no score card at all) tells nothing of them:
 * its past brides and the seeded visits before today go, and the history is made again, once.
 */
async function forgetHistoryWithoutRecord(context: Context): Promise<void> {
  const { sql } = context;
  const [state] = await sql<{ past: boolean; cards: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM appointments WHERE boutique_id = ${demoBoutiqueId} AND starts_at < ${today(context).toJSDate()}) AS past,
           EXISTS (SELECT 1 FROM score_cards WHERE boutique_id = ${demoBoutiqueId}) AS cards`;
  if (!state?.past || state.cards) return;
  await sql.begin(async (tx) => {
    await tx`
      DELETE FROM appointments a USING brides b
      WHERE a.boutique_id = ${demoBoutiqueId} AND b.id = a.bride_id AND b.demo_seed
        AND a.starts_at < ${today(context).toJSDate()}`;
    await tx`
      DELETE FROM brides
      WHERE boutique_id = ${demoBoutiqueId} AND demo_seed
        AND name NOT IN ${tx(demoBrides.map((bride) => String(bride.answers.name)))}`;
  });
  context.logger.info('demo boutique: its history had no coaching record, so it is made again');
}
