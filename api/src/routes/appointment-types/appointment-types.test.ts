import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import {
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { adminsOnlyMessage } from '../../http/require-role';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let boutiqueId: number;
let slug: string;

const paths = apiPaths.appointmentTypes;
const allDay = Array.from({ length: 7 }, () => [{ from: '09:00', to: '18:00' }]);
const bridal = { name: 'Bridal', durationMinutes: 90, bufferMinutes: 15, maxParty: 4 };

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t, { boutiqueName: 'Rowan Bridal' }));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, time_zone = 'Europe/London', schedule_confirmed_at = now()
    WHERE id = ${boutiqueId}`;
});
afterAll(async () => {
  await t?.close();
});

describe('/api/appointment-types', () => {
  it('lets owners and admins edit, and staff read', async () => {
    const room = await owner.post(paths.rooms, { name: '  Ivory room ' });
    expect(room.status).toBe(201);
    expect(room.body).toEqual({ id: expect.any(String), name: 'Ivory room' });
    const created = await owner.post(paths.list, { ...bridal, roomIds: [room.body.id] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...bridal,
      description: '',
      paymentRequirement: 'none',
      depositCents: null,
      bookableOnline: true,
      roomIds: [room.body.id],
    });
    const read = await consultant.get(paths.list);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ types: [created.body], rooms: [room.body], currency: 'usd' });
    for (const [method, path] of [
      ['post', paths.list],
      ['put', paths.one(created.body.id)],
      ['delete', paths.one(created.body.id)],
      ['post', paths.rooms],
      ['put', paths.room(room.body.id)],
      ['delete', paths.room(room.body.id)],
    ] as const) {
      const res =
        method === 'delete' ? await consultant.delete(path) : await consultant[method](path, { ...bridal, name: 'X' });
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, adminsOnlyMessage]);
    }
    const updated = await owner.put(paths.one(created.body.id), { ...bridal, maxParty: 6, roomIds: [] });
    expect(updated.body).toMatchObject({ maxParty: 6, roomIds: [] });
    expect((await owner.put(paths.room(room.body.id), { name: 'Blush room' })).body.name).toBe('Blush room');
  });

  it.each([
    ['name', { name: '' }, appointmentTypeMessages.nameRequired],
    ['name', { name: 'x'.repeat(61) }, appointmentTypeMessages.nameTooLong],
    ['description', { description: 'x'.repeat(501) }, appointmentTypeMessages.descriptionTooLong],
    ['durationMinutes', { durationMinutes: 10 }, appointmentTypeMessages.duration],
    ['durationMinutes', { durationMinutes: 'long' }, appointmentTypeMessages.duration],
    ['durationMinutes', { durationMinutes: 60.5 }, appointmentTypeMessages.duration],
    ['bufferMinutes', { bufferMinutes: 241 }, appointmentTypeMessages.buffer],
    ['bufferMinutes', { bufferMinutes: -1 }, appointmentTypeMessages.buffer],
    ['maxParty', { maxParty: 31 }, appointmentTypeMessages.maxParty],
    ['paymentRequirement', { paymentRequirement: 'cash' }, appointmentTypeMessages.paymentRequirement],
    ['depositCents', { paymentRequirement: 'deposit' }, appointmentTypeMessages.deposit],
    ['depositCents', { paymentRequirement: 'deposit', depositCents: 50 }, appointmentTypeMessages.deposit],
    ['bookableOnline', { bookableOnline: 'yes' }, appointmentTypeMessages.bookableOnline],
    ['roomIds', { roomIds: ['not-a-room'] }, appointmentTypeMessages.rooms],
    ['roomIds', { roomIds: 'Ivory' }, appointmentTypeMessages.rooms],
    ['roomIds', { roomIds: ['00000000-0000-4000-8000-000000000000'] }, appointmentTypeMessages.roomNotFound],
  ])('refuses a bad %s (%j) with its own message, saving nothing', async (field, change, message) => {
    const before = await t.sql`SELECT 1 FROM appointment_types WHERE boutique_id = ${boutiqueId}`;
    const res = await owner.post(paths.list, { ...bridal, name: 'Second visit', ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    const after = await t.sql`SELECT 1 FROM appointment_types WHERE boutique_id = ${boutiqueId}`;
    expect(after.length).toBe(before.length);
  });

  it('refuses a second name in use, for types and for rooms', async () => {
    const type = await owner.post(paths.list, { ...bridal, name: ' bridal ' });
    expect(type.status).toBe(400);
    expect(type.body.fields).toEqual({ name: appointmentTypeMessages.nameTaken });
    await owner.post(paths.rooms, { name: 'Garden room' });
    const room = await owner.post(paths.rooms, { name: 'GARDEN ROOM' });
    expect(room.body.fields).toEqual({ name: appointmentTypeMessages.nameTaken });
    const empty = await owner.post(paths.rooms, { name: '   ' });
    expect(empty.body.fields).toEqual({ name: appointmentTypeMessages.nameRequired });
  });

  it('deletes what no appointment names, and archives what one does', async () => {
    const room = (await owner.post(paths.rooms, { name: 'Spare room' })).body;
    expect((await owner.delete(paths.room(room.id))).body).toEqual({ removed: 'deleted' });
    expect((await owner.delete(paths.room(room.id))).status).toBe(404);

    const type = (await owner.post(paths.list, { ...bridal, name: 'Bridesmaids' })).body;
    const usedRoom = (await owner.post(paths.rooms, { name: 'Pearl room' })).body;
    const [bride] = await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutiqueId}, 'Ava', ${t.sql.json({})}, 'ready')
      RETURNING id`;
    await t.sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by,
                                appointment_type_id, fitting_room_id)
      VALUES (${boutiqueId}, ${bride!.id}, now(), 90, 'completed', 'staff', ${type.id}, ${usedRoom.id})`;
    expect((await owner.delete(paths.one(type.id))).body).toEqual({ removed: 'archived' });
    expect((await owner.delete(paths.room(usedRoom.id))).body).toEqual({ removed: 'archived' });
    const listed = (await owner.get(paths.list)).body;
    expect(listed.types.map((x: { name: string }) => x.name)).not.toContain('Bridesmaids');
    expect(listed.rooms.map((x: { name: string }) => x.name)).not.toContain('Pearl room');
    // An archived name can be used again.
    expect((await owner.post(paths.rooms, { name: 'Pearl room' })).status).toBe(201);
  });

  it('answers 404 for an id that is not a type or room of hers', async () => {
    for (const path of [paths.one('nope'), paths.one('00000000-0000-4000-8000-000000000000'), paths.room('nope')]) {
      expect((await owner.put(path, { ...bridal, name: 'Whatever' })).status).toBe(404);
    }
  });
});

describe("the bride's link with types", () => {
  it('offers the online types, slots for the one she picks, and books her with her party', async () => {
    const { types } = (await owner.get(paths.list)).body as { types: { id: string; name: string }[] };
    const offline = (await owner.post(paths.list, { ...bridal, name: 'Alterations', bookableOnline: false })).body;
    const survey = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: slug }));
    const token = survey.body.bookingToken as string;
    const view = (await t.client().get(apiPaths.booking.link(token))).body as BookingLinkView;
    expect(view.appointmentTypes.map((type) => type.name)).toEqual(types.map((type) => type.name));
    expect(view.appointmentTypes.map((type) => type.id)).not.toContain(offline.id);
    expect(view.appointmentTypeId).toBe(types[0]!.id);
    const slot = view.slots[3]!;

    const tooMany = await t.client().post(apiPaths.booking.link(token), {
      startsAt: slot.startsAt,
      email: 'ava@example.com',
      appointmentTypeId: types[0]!.id,
      partySize: 7,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ partySize: appointmentTypeMessages.partyTooLarge('Bridal', 6) });
    const badParty = await t.client().post(apiPaths.booking.link(token), {
      startsAt: slot.startsAt,
      email: 'ava@example.com',
      partySize: 'lots',
    });
    expect(badParty.body.fields).toEqual({ partySize: appointmentTypeMessages.partySize });
    const notOnline = await t.client().post(apiPaths.booking.link(token), {
      startsAt: slot.startsAt,
      email: 'ava@example.com',
      appointmentTypeId: offline.id,
    });
    expect(notOnline.body.fields).toEqual({ appointmentTypeId: appointmentTypeMessages.typeUnavailable });

    const booked = await t.client().post(apiPaths.booking.link(token), {
      startsAt: slot.startsAt,
      email: 'ava@example.com',
      appointmentTypeId: types[0]!.id,
      partySize: 2,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.appointment).toMatchObject({ startsAt: slot.startsAt, durationMinutes: 90 });
    const day = await owner.get(`${apiPaths.appointments.list}?from=${encodeURIComponent(slot.startsAt)}`);
    expect(day.body.appointments[0]).toMatchObject({ typeName: 'Bridal', roomName: 'Blush room', partySize: 2 });
  });

  it('lists staff slots per type, and refuses a malformed type id', async () => {
    const { types } = (await owner.get(paths.list)).body as { types: { id: string }[] };
    const slots = await consultant.get(`${apiPaths.appointments.slots}?days=1&appointmentTypeId=${types[0]!.id}`);
    expect(slots.status).toBe(200);
    const bad = await consultant.get(`${apiPaths.appointments.slots}?appointmentTypeId=nope`);
    expect(bad.status).toBe(400);
  });
});
