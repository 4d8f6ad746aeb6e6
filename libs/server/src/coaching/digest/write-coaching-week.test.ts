import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ConsultantDigestFacts, DigestContent } from '@bridal/shared/coaching/digest';
import { type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { seedCoachingTeam, seedCoachingVisits, twelveWeeksOfVisits } from '@bridal/testing/fixtures/coaching-fixtures';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import pino from 'pino';
import { inbox } from '@bridal/testing/mail-inbox';
import { deliverCoachingDigestMail } from './deliver-coaching-digest-mail';
import { coachWriter, type DigestWriters } from './digest-writers';
import { createOpenAiDigestWriter } from './openai-digest-writer';
import { writeCoachingWeek } from './write-coaching-week';

let db: TestDatabase;
const publicUrl = 'http://localhost:3000';
const weekStart = '2026-11-02';
const coach: DigestWriters = { writer: coachWriter, fallback: coachWriter };
const zone = 'America/New_York';
/** Sunday 1 November 2026, midday in New York: the last day of the week the digest reads. */
const sundayNoon = new Date('2026-11-01T17:00:00Z');

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) });
  return { logger, lines };
}
const quiet = recordingLogger().logger;

/** Writes a boutique's digests of the week, with the coach unless other writers are given. */
const writeWeek = (boutiqueId: number, writers = coach, logger = quiet) =>
  writeCoachingWeek({ sql: db.sql, boutiqueId, weekStart, writers, logger });

/** Twelve weeks of visits, four a week (see twelveWeeksOfVisits). */
const visitsOf = (consultantId: string, skip?: string) =>
  twelveWeeksOfVisits(consultantId, { timeZone: zone, lastDay: sundayNoon, skip });

async function boutiqueWithTeam(options: { digestEnabled?: boolean } = {}) {
  const team = await seedCoachingTeam(db.sql, {
    name: 'Belle Bridal',
    timeZone: 'America/New_York',
    digestEnabled: options.digestEnabled,
    members: [
      { name: 'Olivia Owner', role: 'owner' },
      { name: 'Ava Stone' },
      { name: 'Bea Lin' },
      { name: 'Cara Dune' },
      { name: 'Dee Fox' },
      { name: 'Eve Hart' },
    ],
  });
  await seedCoachingVisits(db.sql, team.boutiqueId, [
    ...visitsOf(team.ids['Ava Stone']!, 'askedForSale'),
    ...['Bea Lin', 'Cara Dune', 'Dee Fox', 'Eve Hart'].flatMap((name) => visitsOf(team.ids[name]!)),
  ]);
  return team;
}

const digestOf = async (userId: string) =>
  (
    await db.sql<
      { id: string; facts: ConsultantDigestFacts; content: DigestContent; writtenBy: string; mailStatus: string }[]
    >`
      SELECT id, facts, content, written_by, mail_status FROM coaching_digests WHERE user_id = ${userId} AND week_start = ${weekStart}`
  )[0];

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await db.drop();
});

describe("a boutique's week of digests", () => {
  it('reads her goals from the table and measures each over its own days', async () => {
    const team = await boutiqueWithTeam();
    const ava = team.ids['Ava Stone']!;
    await db.sql`
      INSERT INTO consultant_goals (boutique_id, consultant_id, measure, behaviour_key, target, starts_on, due_on)
      VALUES (${team.boutiqueId}, ${ava}, 'appointment_ratio', NULL, 0.4, '2026-10-05', '2026-12-31'),
             (${team.boutiqueId}, ${ava}, 'behaviour', 'askedForSale', 0.9, '2026-10-19', '2026-12-31'),
             (${team.boutiqueId}, ${ava}, 'average_sale', NULL, 300000, '2026-06-01', '2026-09-30')`;
    const written = await writeWeek(team.boutiqueId);
    expect(written.written).toBe(6);
    expect(written.toMail).toHaveLength(6);

    const { facts, content, writtenBy } = (await digestOf(ava))!;
    expect(writtenBy).toBe('coach');
    // The goal that ended in September is not this week's; the others run to the Sunday before.
    expect(
      facts.goals.map((goal) => [goal.label, goal.current.part, goal.current.whole, goal.current.period, goal.far]),
    ).toEqual([
      ['Closing ratio (appointments)', 6, 16, { from: '2026-10-05', to: '2026-11-01' }, false],
      ['Asked for the sale', 0, 8, { from: '2026-10-19', to: '2026-11-01' }, true],
    ]);
    // Her goal and her habit say the same: the focus is asking for the sale.
    expect(JSON.stringify(facts.focus.finding)).toContain('"askedForSale"');
    expect(content.figures).toContain(
      'Goal, Asked for the sale: 0 of 8 (0 %) from Oct 19 to Nov 1, target 90 % by Dec 31 (far off)',
    );
  });

  it('writes nothing twice, and nothing for a boutique that turned the digest off', async () => {
    const team = await boutiqueWithTeam();
    const first = await writeWeek(team.boutiqueId);
    const second = await writeWeek(team.boutiqueId);
    expect(first.written).toBe(6);
    expect(second).toEqual({ written: 0, toMail: [] });

    const off = await boutiqueWithTeam({ digestEnabled: false });
    expect(await writeWeek(off.boutiqueId)).toEqual({
      written: 0,
      toMail: [],
    });
    const [row] = await db.sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM coaching_digests WHERE boutique_id = ${off.boutiqueId}`;
    expect(row!.count).toBe(0);
  });
});

describe('the model words the digest from the same facts', () => {
  let fake: FakeOpenAi;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(async () => {
    await fake.stop();
  });
  const modelWriters = (): DigestWriters => ({
    writer: createOpenAiDigestWriter({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'test-model',
      timeoutMs: 5_000,
      maxRetries: 0,
    }),
    fallback: coachWriter,
  });
  const answer = (paragraphs: string[], subject = 'Your week: ask for the sale') => ({
    content: JSON.stringify({ subject, paragraphs }),
  });
  /** What a request told the model, as text. */
  const promptOf = (request: FakeOpenAi['requests'][number]) =>
    request.body.messages.map((message) => (typeof message.content === 'string' ? message.content : '')).join('\n');
  const isAvas = (request: FakeOpenAi['requests'][number]) =>
    promptOf(request).includes('"consultantFirstName": "Ava"');

  it('keeps words that hold only the facts’ numbers and names, and asks with the facts, never raw data', async () => {
    const team = await boutiqueWithTeam();
    fake.respondWith((request) => {
      const facts = JSON.parse(String(request.body.messages[1]!.content).split('\n').slice(1).join('\n')) as Record<
        string,
        unknown
      >;
      return facts.consultantFirstName === 'Ava'
        ? answer([
            'Hi Ava, last week you closed 3 of 4 (75 %) appointments.',
            'This week, one focus: “Asked for the sale” in every appointment. You answered yes on 0 of your 48 score cards (0 %).',
          ])
        : answer(
            ['Good week for the team overall, with steady closing.', 'Keep doing what works this week.'],
            'The week',
          );
    });
    await writeWeek(team.boutiqueId, modelWriters());

    const ava = (await digestOf(team.ids['Ava Stone']!))!;
    expect(ava.writtenBy).toBe('model');
    expect(ava.content.paragraphs[0]).toBe('Hi Ava, last week you closed 3 of 4 (75 %) appointments.');
    // The figures under the words are the coach's, with counts and periods.
    expect(ava.content.figures[0]).toBe('Your closing, Oct 26 – Nov 1: 3 of 4 (75 %) appointments');
    const request = fake.requests.find(isAvas)!;
    expect(request.body.response_format?.json_schema).toMatchObject({ name: 'coaching_digest', strict: true });
    const prompt = promptOf(request);
    expect(prompt).toContain('Every number you write must appear in the facts exactly as written');
    expect(prompt).toContain('on 0 of your 48 score cards (0 %)');
    // Her digest names no one else of the team, and no bride.
    expect(prompt).not.toContain('Bea Lin');
    expect(prompt).not.toMatch(/Bride [0-9a-f]{6}/);
    expect(prompt).toContain('Write this week’s digest from these facts');
  });

  it('refuses words with a number, a name or a dress the facts do not hold, and the coach words it instead (logged)', async () => {
    const refusals = [
      answer([
        'Hi Ava, you closed 62 % last week, up 14 points.',
        'Ask for the sale: “Asked for the sale” in every appointment.',
      ]),
      answer([
        'Hi Ava, Bea Lin asks for the sale every time.',
        'Do as she does: “Asked for the sale” in every appointment.',
      ]),
      answer(['Hi Ava, see https://example.com for tips.', '“Asked for the sale” in every appointment.']),
      answer(['Hi Ava, your week was steady and calm.', 'This week, work on your closing ratio.']),
    ];
    for (const refused of refusals) {
      const fresh = await boutiqueWithTeam();
      fake.respondWith(() => refused);
      const { logger, lines } = recordingLogger();
      const before = fake.requests.length;
      await writeWeek(fresh.boutiqueId, modelWriters(), logger);
      const ava = (await digestOf(fresh.ids['Ava Stone']!))!;
      expect(ava.writtenBy).toBe('coach');
      expect(ava.content.paragraphs[1]).toContain('Your focus this week: “Asked for the sale” in every appointment.');
      expect(lines.map((line) => line.msg)).toContain(
        'the model could not word the coaching digest: the built-in coach words it instead',
      );
      // Her digest was asked twice (one corrective retry), then the coach worded it.
      expect(fake.requests.slice(before).filter(isAvas)).toHaveLength(2);
    }
  });

  it('falls back to the coach when the model server fails', async () => {
    const team = await boutiqueWithTeam();
    fake.respondWith(() => ({ status: 500 }));
    await writeWeek(team.boutiqueId, modelWriters());
    expect((await digestOf(team.ids['Bea Lin']!))!.writtenBy).toBe('coach');
  });
});

describe("a digest's e-mail", () => {
  it('is sent once across a failed try, never after she opted out, and not to a consultant since deleted', async () => {
    const team = await boutiqueWithTeam();
    const { toMail } = await writeWeek(team.boutiqueId);
    const ava = (await digestOf(team.ids['Ava Stone']!))!;
    const mail = inbox();
    const deliver = (digestId: string) =>
      deliverCoachingDigestMail({ sql: db.sql, transport: mail.transport, publicUrl, digestId });

    mail.failNext(1);
    await expect(deliver(ava.id)).rejects.toThrow('421 try again later');
    const [failed] = await db.sql<{ mailStatus: string; mailAttempts: number; lastError: string }[]>`
      SELECT mail_status, mail_attempts, last_error FROM coaching_digests WHERE id = ${ava.id}`;
    expect(failed).toEqual({ mailStatus: 'pending', mailAttempts: 1, lastError: '421 try again later' });
    expect(await deliver(ava.id)).toBe(true);
    expect(await deliver(ava.id)).toBe(false);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.messageId).toBe(`<coaching-digest-${ava.id}@localhost>`);

    // Bea opts out after the digest was written: her page stays, her e-mail does not go.
    const bea = (await digestOf(team.ids['Bea Lin']!))!;
    await db.sql`UPDATE users SET coaching_digest_opt_out = true WHERE id = ${team.ids['Bea Lin']!}`;
    expect(await deliver(bea.id)).toBe(false);
    expect((await digestOf(team.ids['Bea Lin']!))!.mailStatus).toBe('skipped');

    // Cara is deleted mid-week: her digest goes with her, and nothing is sent.
    const cara = (await digestOf(team.ids['Cara Dune']!))!;
    await db.sql`DELETE FROM users WHERE id = ${team.ids['Cara Dune']!}`;
    expect(await deliver(cara.id)).toBe(false);
    expect(toMail).toContain(cara.id);
    expect(mail.sent).toHaveLength(1);
  });
});
