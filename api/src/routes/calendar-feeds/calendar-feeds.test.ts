import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  type BoutiqueCalendarFeeds,
  calendarFeedMessages,
  type MadeCalendarFeed,
} from '@bridal/shared/calendar-feeds/calendar-feeds';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { instantAgo, instantIn } from '@bridal/testing/boutique-day';
import { adminsOnlyMessage } from '../../http/require-role';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let ivy: TestClient;
let may: TestClient;
let otherAdmin: TestClient;
let boutiqueId: number;
let ivyId: string;
let mayId: string;
let brideId: string;

const idOf = async (name: string) => (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = ${name}`)[0]!.id;

/** The feed as a calendar app fetches it: no cookie, from its own address. */
const fetchFeed = (url: string) => t.client().get(new URL(url).pathname);

/** The lines of a calendar with folding undone. */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Each VEVENT of a feed by its UID: its properties. */
function eventsOf(ics: string): Map<string, Map<string, string>> {
  const events = new Map<string, Map<string, string>>();
  let event: Map<string, string> | undefined;
  for (const line of linesOf(ics)) {
    if (line === 'BEGIN:VEVENT') event = new Map();
    else if (line === 'END:VEVENT') {
      events.set(event!.get('UID')!, event!);
      event = undefined;
    } else if (event) {
      const colon = line.indexOf(':');
      event.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
    }
  }
  return events;
}

const uidOf = (appointmentId: string) => `${appointmentId}@localhost`;

async function book(fields: {
  consultantId: string | null;
  startsAt: Date;
  status?: string;
  rebookedFrom?: string;
}): Promise<string> {
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by,
                              rebooked_from)
    VALUES (${boutiqueId}, ${brideId}, ${fields.consultantId}, ${fields.startsAt}, 90, ${fields.status ?? 'booked'},
            'staff', ${fields.rebookedFrom ?? null})
    RETURNING id`;
  return row!.id;
}

async function made(client: TestClient, path: string): Promise<MadeCalendarFeed> {
  const res = await client.post(path);
  expect(res.status).toBe(201);
  return res.body as MadeCalendarFeed;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Feedwell Bridal' }));
  await t.sql`UPDATE boutiques SET time_zone = 'America/New_York' WHERE id = ${boutiqueId}`;
  ivy = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Feeds', coachingGoals: '' });
  may = await logInNewConsultant(t, boutiqueId, { name: 'May Feeds', coachingGoals: '' });
  ivyId = await idOf('Ivy Feeds');
  mayId = await idOf('May Feeds');
  const [bride] = await t.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, phone)
    VALUES (${boutiqueId}, 'Nora Bellweather', ${t.sql.json({})}, 'ready', 'nora.private@example.com', '+12075550199')
    RETURNING id`;
  brideId = bride!.id;
  otherAdmin = (await signUpAndLogIn(t)).client;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('her own calendar link', () => {
  it('is made once, shown whole only then, and answers a valid empty calendar with no session', async () => {
    expect((await may.get(apiPaths.calendarFeeds.mine)).body).toEqual({ feed: null });
    const link = await made(may, apiPaths.calendarFeeds.mine);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{51}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('http://', 'webcal://'));
    expect(link.feed).toEqual({ createdAt: expect.any(String), lastFetchedAt: null });
    const [row] = await t.sql<{ tokenHash: Buffer; tokenPrefix: string }[]>`
      SELECT token_hash, token_prefix FROM calendar_feeds WHERE consultant_id = ${mayId}`;
    const token = link.url.split('/').at(-1)!.replace('.ics', '');
    // Kept hashed: the row holds the prefix that finds it, never the token.
    expect(row!.tokenPrefix).toBe(token.slice(0, 8));
    expect(row!.tokenHash.toString('hex')).not.toContain(Buffer.from(token).toString('hex'));

    const feed = await fetchFeed(link.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = linesOf(feed.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:May Feeds – Feedwell Bridal');
    expect(lines).toContain('X-WR-TIMEZONE:America/New_York');
    expect(lines).not.toContain('BEGIN:VEVENT');
    // Without .ics too (a link pasted without it).
    expect((await fetchFeed(link.url.replace(/\.ics$/, ''))).status).toBe(200);
    // Unchanged, it is the same feed: an app that sends its ETag back gets 304, and HEAD answers too.
    const etag = feed.headers.get('etag')!;
    const again = await t.client().get(new URL(link.url).pathname, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await t.app.request(new URL(link.url).pathname, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);

    const after = await may.get(apiPaths.calendarFeeds.mine);
    expect(after.body.feed.createdAt).toBe(link.feed.createdAt);
    expect(after.body.feed.lastFetchedAt).not.toBeNull();
    expect(after.text).not.toContain(token);
  });

  it("lists her appointments only: a move shows its new time under the first one's UID, a cancellation as CANCELLED", async () => {
    const link = await made(ivy, apiPaths.calendarFeeds.mine);
    const first = await book({ consultantId: ivyId, startsAt: instantIn({ days: 3 }), status: 'cancelled' });
    const moved = await book({ consultantId: ivyId, startsAt: instantIn({ days: 5 }), rebookedFrom: first });
    const cancelled = await book({ consultantId: ivyId, startsAt: instantIn({ days: 8 }), status: 'cancelled' });
    const past = await book({ consultantId: ivyId, startsAt: instantAgo({ days: 60 }), status: 'completed' });
    const mays = await book({ consultantId: mayId, startsAt: instantIn({ days: 4 }) });
    // Out of the window: long past, a cancellation of 40 days ago, more than a year ahead.
    const old = await book({ consultantId: ivyId, startsAt: instantAgo({ days: 100 }), status: 'completed' });
    const oldCancelled = await book({ consultantId: ivyId, startsAt: instantAgo({ days: 40 }), status: 'cancelled' });
    const far = await book({ consultantId: ivyId, startsAt: instantIn({ days: 400 }) });

    const feed = await fetchFeed(link.url);
    const events = eventsOf(feed.text);
    expect([...events.keys()].sort()).toEqual([first, cancelled, past].map(uidOf).sort());
    const [start] = await t.sql<{ startsAt: Date }[]>`SELECT starts_at FROM appointments WHERE id = ${moved}`;
    const movedEvent = events.get(uidOf(first))!;
    expect(movedEvent.get('SEQUENCE')).toBe('1');
    expect(movedEvent.get('STATUS')).toBe('CONFIRMED');
    expect(movedEvent.get('DTSTART')).toBe(start!.startsAt.toISOString().replace(/[-:]|\.\d{3}/g, ''));
    expect(movedEvent.get('SUMMARY')).toBe('Nora Bellweather – Bridal appointment');
    expect(movedEvent.get('URL')).toBe(
      `http://localhost:3000/consultant/${boutiqueId}/client/${brideId}/appointment/${moved}`,
    );
    expect(events.get(uidOf(cancelled))!.get('STATUS')).toBe('CANCELLED');
    expect(events.get(uidOf(cancelled))!.get('SEQUENCE')).toBe('1');
    // Her contact details stay in the app.
    expect(feed.text).not.toContain('nora.private@example.com');
    expect(feed.text).not.toContain('5550199');
    for (const id of [mays, old, oldCancelled, far]) expect(events.has(uidOf(id))).toBe(false);
  });

  it('made anew, the old link answers 404 at once, as an unknown or malformed one does; revoked, so does the new', async () => {
    const before = await made(ivy, apiPaths.calendarFeeds.mine);
    const after = await made(ivy, apiPaths.calendarFeeds.mine);
    expect(after.url).not.toBe(before.url);
    const refused = await fetchFeed(before.url);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: calendarFeedMessages.notFound });
    expect((await fetchFeed(after.url)).status).toBe(200);
    const unknown = `http://localhost:3000${apiPaths.calendarFeed(`${'A'.repeat(51)}.ics`)}`;
    const tampered = after.url.replace(/.\.ics$/, (end) => (end[0] === 'A' ? 'B.ics' : 'A.ics'));
    for (const url of [unknown, tampered, `${after.url}x`, 'http://localhost:3000/api/calendar/x']) {
      const res = await fetchFeed(url);
      expect(res.status).toBe(404);
      expect(res.text).toBe(refused.text);
    }
    expect((await ivy.delete(apiPaths.calendarFeeds.mine)).body).toEqual({ feed: null });
    expect((await fetchFeed(after.url)).text).toBe(refused.text);
    expect((await ivy.get(apiPaths.calendarFeeds.mine)).body).toEqual({ feed: null });
  });
  it('follows a booking moved and then cancelled from the schedule: one event, its new time, then CANCELLED', async () => {
    const link = await made(ivy, apiPaths.calendarFeeds.mine);
    const [bride] = await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status)
      VALUES (${boutiqueId}, 'Opal Rivers', ${t.sql.json({})}, 'ready')
      RETURNING id`;
    const from = encodeURIComponent(instantIn({ days: 2 }).toISOString());
    const slots = (await admin.get(`${apiPaths.appointments.slots}?from=${from}&days=5`)).body.slots as {
      startsAt: string;
    }[];
    const [first, later] = [slots[0]!.startsAt, slots.at(-1)!.startsAt];
    const booked = await admin.post(apiPaths.appointments.list, {
      brideId: bride!.id,
      consultantId: ivyId,
      startsAt: first,
    });
    expect(booked.status).toBe(201);
    const uid = uidOf(booked.body.appointment.id as string);
    const opal = async () => eventsOf((await fetchFeed(link.url)).text).get(uid)!;
    expect((await opal()).get('DTSTART')).toBe(first.replace(/[-:]|\.\d{3}/g, ''));

    const moved = await admin.patch(apiPaths.appointments.one(booked.body.appointment.id as string), {
      startsAt: later,
    });
    expect(moved.status).toBe(200);
    const event = await opal();
    expect([event.get('DTSTART'), event.get('SEQUENCE'), event.get('STATUS')]).toEqual([
      later.replace(/[-:]|\.\d{3}/g, ''),
      '1',
      'CONFIRMED',
    ]);

    const [movedTo] = await t.sql<{ id: string }[]>`
      SELECT id FROM appointments WHERE rebooked_from = ${booked.body.appointment.id as string}`;
    expect((await admin.post(apiPaths.appointments.cancel(movedTo!.id))).status).toBe(200);
    const cancelled = await opal();
    expect([cancelled.get('SEQUENCE'), cancelled.get('STATUS')]).toEqual(['2', 'CANCELLED']);
    await ivy.delete(apiPaths.calendarFeeds.mine);
  });
});

describe("the boutique's calendar link and the team's (admins)", () => {
  it("lists every consultant's appointments with whose they are, linking to the admin pages", async () => {
    const link = await made(admin, apiPaths.calendarFeeds.boutique);
    const unassigned = await book({ consultantId: null, startsAt: instantIn({ days: 6 }) });
    const events = eventsOf((await fetchFeed(link.url)).text);
    const mays = [...events.values()].find((event) => event.get('DESCRIPTION')?.startsWith('With May Feeds'));
    expect(mays?.get('URL')).toMatch(new RegExp(`^http://localhost:3000/admin/${boutiqueId}/client/`));
    expect(events.get(uidOf(unassigned))!.get('DESCRIPTION')).toMatch(/^With no consultant yet\\n/);
    expect(linesOf((await fetchFeed(link.url)).text)).toContain('X-WR-CALNAME:Feedwell Bridal – appointments');
  });

  it('shows when each link was made and last fetched, never the link; a consultant may not see or touch them', async () => {
    const may1 = await made(may, apiPaths.calendarFeeds.mine);
    await fetchFeed(may1.url);
    const res = await admin.get(apiPaths.calendarFeeds.boutique);
    expect(res.status).toBe(200);
    const feeds = res.body as BoutiqueCalendarFeeds;
    expect(feeds.boutique).toEqual({ createdAt: expect.any(String), lastFetchedAt: expect.any(String) });
    expect(feeds.team).toEqual([
      { consultantId: mayId, name: 'May Feeds', createdAt: may1.feed.createdAt, lastFetchedAt: expect.any(String) },
    ]);
    expect(res.text).not.toContain('/api/calendar/');

    for (const [method, path] of [
      ['get', apiPaths.calendarFeeds.boutique],
      ['post', apiPaths.calendarFeeds.boutique],
      ['delete', apiPaths.calendarFeeds.boutique],
      ['delete', apiPaths.calendarFeeds.ofConsultant(ivyId)],
    ] as const) {
      const refused = await may[method](path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: adminsOnlyMessage });
    }
  });

  it("revokes a team member's link; another boutique's admin gets 404 and changes nothing", async () => {
    const link = await made(may, apiPaths.calendarFeeds.mine);
    const elsewhere = await otherAdmin.delete(apiPaths.calendarFeeds.ofConsultant(mayId));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ error: consultantMessages.notFound });
    expect((await otherAdmin.delete(apiPaths.calendarFeeds.ofConsultant('not-a-uuid'))).status).toBe(404);
    expect((await fetchFeed(link.url)).status).toBe(200);

    expect((await admin.delete(apiPaths.calendarFeeds.ofConsultant(mayId))).body).toEqual({ feed: null });
    expect((await fetchFeed(link.url)).status).toBe(404);
    expect((await may.get(apiPaths.calendarFeeds.mine)).body).toEqual({ feed: null });
  });

  it("revokes the boutique's link; a deleted consultant's link stops answering", async () => {
    const boutique = await made(admin, apiPaths.calendarFeeds.boutique);
    expect((await admin.delete(apiPaths.calendarFeeds.boutique)).status).toBe(200);
    expect((await fetchFeed(boutique.url)).status).toBe(404);
    expect((await admin.get(apiPaths.calendarFeeds.boutique)).body.boutique).toBeNull();

    const mine = await made(may, apiPaths.calendarFeeds.mine);
    expect((await fetchFeed(mine.url)).status).toBe(200);
    expect((await admin.delete(apiPaths.consultant(mayId))).status).toBe(200);
    expect((await fetchFeed(mine.url)).status).toBe(404);
  });

  it('needs a session to manage a link', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(apiPaths.calendarFeeds.mine)).status).toBe(401);
    expect((await anonymous.post(apiPaths.calendarFeeds.boutique)).status).toBe(401);
  });
});
