import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { demoSeatCount } from '@bridal/shared/demo/demo-messages';
import { demoBoutiqueId, demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import type { DashboardChanges } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { validateWithSchema } from '../errors/validate-with-schema';
import { replaceInventory } from '../inventory/replace-inventory';
import { createLogger, type Logger } from '../logging/create-logger';
import { prepareBridePhotos } from '../photos/prepare-bride-photos';
import type { ObjectStorage } from '../storage/object-storage';
import { documentKey } from '../storage/storage-keys';
import { acceptSurveyPhotos, submitSurvey } from '../survey/submit-survey';
import { saveTrendingDocuments } from '../trending-gowns/save-trending-documents';
import { analyseDemoBride } from './analyse-demo-bride';
import { demoBrides, type DemoBride } from './demo-brides';
import { demoInventoryCsv, demoInventoryFileName, demoTopSellersCsv, demoTopSellersFileName } from './demo-catalog';
import { type DemoTeamMember, seedDemoAppointments } from './seed-demo-appointments';
import { demoConsultants } from './demo-team';

// The spreadsheet readers and the photo painter are needed once, by the process that seeds; the
// others (most starts, after the first) never load them.
const loadInventoryParser = () => import('../inventory/parse-inventory');

/** Any 64-bit number unique to this purpose: an API and a worker starting together seed once. */
const seedLockKey = 7_345_112_099;
/** The appointments' own lock: one process makes them while the others start. */
const appointmentsLockKey = 7_345_112_100;

export interface SeedDemoShowcaseOptions {
  sql: Sql;
  storage: ObjectStorage;
  logger?: Logger;
  photoLimits?: { maxBytes: number; maxPixels: number };
  /** The seed's clock, for the brides' wedding dates and the appointments' history. */
  now?: Date;
  /** Where the appointments' writes tell the demo dashboard; nowhere by default (at start nobody polls). */
  changes?: DashboardChanges;
  /**
   * 'background' (the default, for a process that is starting): the appointments' history (a few
   * seconds the first time, then only the days since) is made after this answers, by whichever
   * process takes its lock first; 'wait': before it answers (tests, scripts).
   */
  appointments?: 'background' | 'wait';
}

export interface DemoShowcaseCounts {
  consultants: number;
  dresses: number;
  topSellers: number;
  brides: number;
  appointments: number;
  outcomes: number;
  followUps: number;
}

/**
 * Fills the demo boutique with what a prospect should see: consultants with coaching goals and
 * measurable ones, an inventory, a top-sellers sheet, brides whose photos went through the real
 * photo pipeline and whose plans the built-in analyst made from their surveys, and thirteen weeks
 * of appointments, outcomes and score cards made through the booking, appointment and score-card
 * functions, each consultant's with the record of her pattern (demo-team.ts). Each part is made only when
 * missing, under an advisory lock, so every process may run it at start.
 */
export async function seedDemoShowcase(options: SeedDemoShowcaseOptions): Promise<DemoShowcaseCounts> {
  const { sql } = options;
  const logger = options.logger ?? createLogger({ level: 'silent', name: 'demo-seed' });
  const reserved = await sql.reserve();
  try {
    await reserved`SELECT pg_advisory_lock(${seedLockKey})`;
    const [boutique] = await sql`SELECT 1 FROM boutiques WHERE id = ${demoBoutiqueId}`;
    if (!boutique) throw new Error('The demo boutique is missing: run prepareDatabase first.');
    await seedConsultants(sql);
    await seedGoals(sql, options.now ?? new Date());
    await seedInventory(sql);
    await seedTopSellers(sql, options.storage);
    const made = await seedBrides(options, logger);
    if (made > 0) logger.info(`demo boutique: ${made} showcase bride(s) analysed`);
  } finally {
    await reserved`SELECT pg_advisory_unlock(${seedLockKey})`.catch(() => undefined);
    reserved.release();
  }
  if (options.appointments === 'wait') {
    await seedAppointments(options, logger, { wait: true });
  } else {
    seedAppointments(options, logger, { wait: false }).catch((error: unknown) =>
      logger.warn({ err: error }, 'demo boutique: appointments not seeded; the next start tries again'),
    );
  }
  return countShowcase(sql);
}

/**
 * The demo's appointments (seed-demo-appointments.ts) under their own lock: waited for, or tried
 * once (another process holding it is making them already).
 */
async function seedAppointments(options: SeedDemoShowcaseOptions, logger: Logger, { wait }: { wait: boolean }) {
  const { sql } = options;
  const reserved = await sql.reserve();
  try {
    if (wait) {
      await reserved`SELECT pg_advisory_lock(${appointmentsLockKey})`;
    } else {
      const [taken] = await reserved<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_lock(${appointmentsLockKey}) AS locked`;
      if (!taken?.locked) return;
    }
    try {
      const visits = await seedDemoAppointments({
        sql,
        storage: options.storage,
        now: options.now ?? new Date(),
        changes: options.changes,
        logger,
        consultants: await readDemoTeam(sql),
      });
      if (visits > 0) logger.info(`demo boutique: ${visits} appointment(s) made`);
    } finally {
      await reserved`SELECT pg_advisory_unlock(${appointmentsLockKey})`.catch(() => undefined);
    }
  } finally {
    reserved.release();
  }
}

export async function countShowcase(sql: Sql): Promise<DemoShowcaseCounts> {
  const [counts] = await sql<DemoShowcaseCounts[]>`
    SELECT
      (SELECT count(*)::int FROM users WHERE boutique_id = ${demoBoutiqueId} AND role = 'consultant') AS consultants,
      (SELECT count(*)::int FROM dresses d JOIN inventories i ON i.id = d.inventory_id
        WHERE i.boutique_id = ${demoBoutiqueId} AND i.is_current) AS dresses,
      (SELECT count(*)::int FROM top_seller_items WHERE boutique_id = ${demoBoutiqueId}) AS top_sellers,
      (SELECT count(*)::int FROM brides WHERE boutique_id = ${demoBoutiqueId} AND demo_seed) AS brides,
      (SELECT count(*)::int FROM appointments WHERE boutique_id = ${demoBoutiqueId}) AS appointments,
      (SELECT count(*)::int FROM appointment_outcomes WHERE boutique_id = ${demoBoutiqueId}) AS outcomes,
      (SELECT count(*)::int FROM follow_ups WHERE boutique_id = ${demoBoutiqueId}) AS follow_ups`;
  return counts!;
}

/** The seeded team in demoConsultants' order. */
async function readDemoTeam(sql: Sql): Promise<DemoTeamMember[]> {
  const rows = await sql<{ id: string; name: string; email: string }[]>`
    SELECT id, name, email FROM users
    WHERE boutique_id = ${demoBoutiqueId} AND email IN ${sql(demoConsultants.map((member) => member.email))}`;
  return demoConsultants.flatMap((member) => rows.filter((row) => row.email === member.email));
}

async function seedConsultants(sql: Sql): Promise<void> {
  // A demo boutique made when the team was smaller has its seats raised to hold it.
  await sql`
    UPDATE boutiques SET consultant_seats = ${demoSeatCount}
    WHERE id = ${demoBoutiqueId} AND consultant_seats < ${demoSeatCount}`;
  for (const consultant of demoConsultants) {
    // No password: the sample team cannot log in, it only shows.
    await sql`
      INSERT INTO users (boutique_id, email, name, role, status, coaching_goals)
      VALUES (${demoBoutiqueId}, ${consultant.email}, ${consultant.name}, 'consultant', ${consultant.status},
              ${consultant.coachingGoals})
      ON CONFLICT DO NOTHING`;
  }
}

/**
 * Each consultant's measurable goals (demo-team.ts), set two months ago and due in a month, in the
 * boutique's days; a goal she already has is left as it is.
 */
async function seedGoals(sql: Sql, now: Date): Promise<void> {
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${demoBoutiqueId}`;
  const today = DateTime.fromJSDate(now, { zone: boutique!.timeZone });
  const startsOn = today.minus({ months: 2 }).toISODate()!;
  const dueOn = today.plus({ months: 1 }).toISODate()!;
  for (const member of demoConsultants) {
    for (const goal of member.pattern.goals) {
      const behaviourKey = goal.behaviourKey ?? null;
      await sql`
        INSERT INTO consultant_goals (boutique_id, consultant_id, measure, behaviour_key, target, starts_on, due_on)
        SELECT ${demoBoutiqueId}, u.id, ${goal.measure}::text, ${behaviourKey}::text, ${goal.target}::numeric,
               ${startsOn}::date, ${dueOn}::date
        FROM users u
        WHERE u.boutique_id = ${demoBoutiqueId} AND u.email = ${member.email}
          AND NOT EXISTS (
            SELECT 1 FROM consultant_goals g
            WHERE g.consultant_id = u.id AND g.measure = ${goal.measure}
              AND g.behaviour_key IS NOT DISTINCT FROM ${behaviourKey}::text)`;
    }
  }
}

async function seedInventory(sql: Sql): Promise<void> {
  const [current] = await sql`SELECT 1 FROM inventories WHERE boutique_id = ${demoBoutiqueId} AND is_current`;
  if (current) return;
  const { parseInventory } = await loadInventoryParser();
  const parsed = await parseInventory(Buffer.from(demoInventoryCsv()), demoInventoryFileName);
  await replaceInventory(sql, {
    boutiqueId: demoBoutiqueId,
    fileName: demoInventoryFileName,
    dresses: parsed.dresses,
    skipped: parsed.skipped,
    sizes: parsed.sizes,
  });
}

async function seedTopSellers(sql: Sql, storage: ObjectStorage): Promise<void> {
  const [existing] = await sql`SELECT 1 FROM trending_documents WHERE boutique_id = ${demoBoutiqueId}`;
  if (existing) return;
  const [uploader] = await sql<{ id: string }[]>`
    SELECT id FROM users WHERE boutique_id = ${demoBoutiqueId} ORDER BY created_at, email LIMIT 1`;
  const content = Buffer.from(demoTopSellersCsv());
  const { parseInventory } = await loadInventoryParser();
  const parsed = await parseInventory(content, demoTopSellersFileName);
  const id = randomUUID();
  const storageKey = documentKey(demoBoutiqueId, id, 'csv');
  await storage.put(storageKey, content, 'text/csv');
  await saveTrendingDocuments(sql, {
    boutiqueId: demoBoutiqueId,
    userId: uploader!.id,
    description: 'This season’s top sellers across our sister boutiques',
    files: [
      {
        file: {
          id,
          storageKey,
          fileName: demoTopSellersFileName,
          kind: 'csv',
          mimeType: 'text/csv',
          fileSize: content.length,
          content,
        },
        topSellers: { items: parsed.dresses, note: null },
      },
    ],
  });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Each showcase bride by name: submitted as a bride would, then analysed; a half-done one is finished. */
async function seedBrides(options: SeedDemoShowcaseOptions, logger: Logger): Promise<number> {
  const { sql } = options;
  let made = 0;
  for (const bride of demoBrides) {
    const [found] = await sql<{ id: string; status: string }[]>`
      SELECT id, status FROM brides WHERE boutique_id = ${demoBoutiqueId} AND demo_seed AND name = ${String(bride.answers.name)}`;
    if (found?.status === 'ready') continue;
    await seedShowcaseBride(options, bride, found?.id, logger);
    made += 1;
  }
  return made;
}

/**
 * One showcase bride: her survey as its multipart form would send it (unless an earlier start sent
 * it already), then what the worker does for every bride: photos re-encoded, the five steps, the finish.
 */
async function seedShowcaseBride(
  options: SeedDemoShowcaseOptions,
  bride: DemoBride,
  submittedId: string | undefined,
  logger: Logger,
): Promise<void> {
  const { sql, storage } = options;
  const limits = options.photoLimits ?? { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };
  let brideId = submittedId;
  if (!brideId) {
    const now = options.now ?? new Date();
    const weddingDate = isoDay(new Date(now.getTime() + bride.weddingInDays * 86_400_000));
    const answers = await validateWithSchema(
      surveyAnswersSchema,
      { ...bride.answers, weddingDate, boutiqueName: demoBoutiqueSlug },
      { textInput: true },
    );
    const photos = bride.photos.map((spec, index) => ({
      fileName: `inspiration-${index + 1}.jpg`,
      read: async () => (await import('./make-demo-photo')).makeDemoPhoto(spec),
    }));
    ({ brideId } = await submitSurvey({
      sql,
      storage,
      boutiqueId: demoBoutiqueId,
      answers,
      photos: await acceptSurveyPhotos(photos, limits),
      demoSeed: true,
    }));
  }
  await prepareBridePhotos({ sql, storage, brideId, limits, logger });
  await analyseDemoBride({ sql, storage, brideId, logger });
}
