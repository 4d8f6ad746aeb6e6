import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderSurveyInvite } from '@bridal/server/appointments/staff/deliver-survey-invite';
import { notTextMessage } from '@bridal/server/errors/normalise-request';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { boutiqueSettingsMessages } from '@bridal/shared/appointments/boutique-settings';
import { outcomeMessages } from '@bridal/shared/appointments/outcome';
import { digestMessages } from '@bridal/shared/coaching/digest';
import { followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { messages } from '@bridal/shared/validation/messages';
import { signUpAndLogIn, submitTextSurvey, type TestClient } from '../support/boutique-fixtures';
import { createTestApp, type TestApp, type TestResponse, validSignup } from '../support/test-app';

/*
 * A JSON body is read as sent: a number is a number, a flag a flag, a text a text. What the forms
 * would coerce ([1200], "1200", " 1200 " for an amount; 5 for a subject) is refused with the
 * field's own message and changes nothing. Typed text reaches the database through the one
 * normaliser: a name keeps no line break, a note keeps its lines.
 */

let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
let slug: string;
let brideId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  brideId = await submitTextSurvey(t, slug, { name: 'Nora Quill' });
});
afterAll(async () => {
  await t?.close();
});

/** A booked appointment of the boutique's bride whose time has come (so an outcome may be recorded). */
async function startedAppointment(): Promise<string> {
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by, started_at)
    VALUES (${boutiqueId}, ${brideId}, now(), 90, 'booked', 'staff', now())
    RETURNING id`;
  return row!.id;
}

/** A drafted follow-up of a completed appointment, as the follow-up writer leaves it. */
async function draftedFollowUp(): Promise<string> {
  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, now(), 90, 'completed', 'staff')
    RETURNING id`;
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body, text_message,
                            writer, drafted_at)
    VALUES (${boutiqueId}, ${brideId}, ${appointment!.id}, 1, now(), 'drafted', 'The Aurora you loved',
            'Dear Nora,', '', 'local', now())
    RETURNING id`;
  return row!.id;
}

interface Route {
  label: string;
  send: (body: Record<string, unknown>) => Promise<TestResponse>;
  /** A body the route takes. */
  valid: Record<string, unknown>;
  field: string;
  wrong: unknown[];
  message: string;
  /** What the route would change, read before and after. */
  state: () => Promise<unknown>;
}

const numbersAsOtherTypes = [[1200], '1200', ' 1200 ', true, {}];
const flagsAsOtherTypes = ['true', 1, 'yes', [true], null];
const textsAsOtherTypes = [5, true, ['Hi'], { text: 'Hi' }];

async function routes(): Promise<Route[]> {
  const appointmentId = await startedAppointment();
  const followUpId = await draftedFollowUp();
  const { outsideHours: _count, ...settings } = (await owner.get(apiPaths.boutiqueSettings)).body;
  const followUpSettings = (await owner.get(apiPaths.followUpSettings)).body;
  const outcomeState = () => t.sql`
    SELECT a.status, o.sale_amount_cents, o.notes FROM appointments a
    LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id WHERE a.id = ${appointmentId}`;
  const settingsState = async () => (await owner.get(apiPaths.boutiqueSettings)).body;
  const followUpSettingsState = async () => (await owner.get(apiPaths.followUpSettings)).body;
  const followUpState = () => t.sql`SELECT subject, body, status FROM follow_ups WHERE id = ${followUpId}`;
  const signupState = () => t.sql`SELECT count(*)::int FROM boutiques`;
  const teamState = () => t.sql`SELECT count(*)::int FROM users WHERE boutique_id = ${boutiqueId}`;
  const outcome = { result: 'said_yes', dressName: 'Fern', amount: 1650 };
  const followUpEdit = { subject: 'Your Aurora is waiting', body: 'Dear Nora,\n\nIt is here.', textMessage: '' };
  const invite = { name: 'Ivy Rowe', email: 'ivy.rowe@example.com', coachingGoals: '' };
  const putOutcome = (body: object) => owner.put(apiPaths.appointments.outcome(appointmentId), body);
  const putSettings = (body: object) => owner.put(apiPaths.boutiqueSettings, body);
  const putFollowUpSettings = (body: object) => owner.put(apiPaths.followUpSettings, body);
  const editFollowUp = (body: object) => owner.patch(apiPaths.followUps.one(followUpId), body);
  const signUp = (body: object) => t.client().post(apiPaths.signup, body);
  const inviteConsultant = (body: object) => owner.post(apiPaths.consultantInvite, body);
  const putDigestOptOut = (body: object) => owner.put(apiPaths.account.coachingDigest, body);
  const putDigestSettings = (body: object) => owner.put(apiPaths.coachingDigests.settings, body);
  const digestOptOutState = async () => (await owner.get(apiPaths.account.coachingDigest)).body;
  const digestSettingsState = async () => (await owner.get(apiPaths.coachingDigests.settings)).body;
  return [
    {
      label: 'weekly coaching e-mail off',
      send: putDigestOptOut,
      valid: { optOut: true },
      field: 'optOut',
      wrong: flagsAsOtherTypes,
      message: digestMessages.optOut,
      state: digestOptOutState,
    },
    {
      label: 'weekly coaching digest on',
      send: putDigestSettings,
      valid: { enabled: true },
      field: 'enabled',
      wrong: flagsAsOtherTypes,
      message: digestMessages.enabled,
      state: digestSettingsState,
    },
    {
      label: 'outcome amount',
      send: putOutcome,
      valid: outcome,
      field: 'amount',
      wrong: numbersAsOtherTypes,
      message: outcomeMessages.amountRange,
      state: outcomeState,
    },
    {
      label: 'outcome amount left empty',
      send: putOutcome,
      valid: outcome,
      field: 'amount',
      wrong: [null],
      message: outcomeMessages.amountRequired,
      state: outcomeState,
    },
    {
      label: 'outcome notes',
      send: putOutcome,
      valid: outcome,
      field: 'notes',
      wrong: [...textsAsOtherTypes, null],
      message: notTextMessage,
      state: outcomeState,
    },
    {
      label: 'capacity',
      send: putSettings,
      valid: settings,
      field: 'capacity',
      wrong: [[2], '2', ' 2 ', true, null],
      message: boutiqueSettingsMessages.capacity,
      state: settingsState,
    },
    {
      label: 'appointment length',
      send: putSettings,
      valid: settings,
      field: 'appointmentMinutes',
      wrong: ['60', [60]],
      message: boutiqueSettingsMessages.minutes,
      state: settingsState,
    },
    {
      label: 'follow-up hold days',
      send: putFollowUpSettings,
      valid: followUpSettings,
      field: 'holdDays',
      wrong: ['7', [7], true, null],
      message: followUpMessages.holdDays,
      state: followUpSettingsState,
    },
    {
      label: 'follow-up automatic sending',
      send: putFollowUpSettings,
      valid: followUpSettings,
      field: 'autoSend',
      wrong: flagsAsOtherTypes,
      message: followUpMessages.autoSend,
      state: followUpSettingsState,
    },
    {
      label: 'follow-up subject',
      send: editFollowUp,
      valid: followUpEdit,
      field: 'subject',
      wrong: textsAsOtherTypes,
      message: notTextMessage,
      state: followUpState,
    },
    {
      label: 'follow-up subject left empty',
      send: editFollowUp,
      valid: followUpEdit,
      field: 'subject',
      wrong: [null],
      message: followUpMessages.subject,
      state: followUpState,
    },
    {
      label: 'sign-up seats',
      send: signUp,
      valid: validSignup(),
      field: 'consultantSeats',
      wrong: ['4', ' 4 ', [4], true, null],
      message: messages.consultantSeats,
      state: signupState,
    },
    {
      label: 'sign-up terms',
      send: signUp,
      valid: validSignup(),
      field: 'agreedToTerms',
      wrong: ['true', 1, [true]],
      message: 'This field must be true or false.',
      state: signupState,
    },
    {
      label: 'invited name',
      send: inviteConsultant,
      valid: invite,
      field: 'name',
      wrong: [12345, true, ['Ivy']],
      message: notTextMessage,
      state: teamState,
    },
  ];
}

describe('types at the boundary', () => {
  it('refuses every wrong type with 400 and the field’s message, and changes nothing', async () => {
    for (const route of await routes()) {
      const before = await route.state();
      for (const wrong of route.wrong) {
        const res = await route.send({ ...route.valid, [route.field]: wrong });
        expect({ route: route.label, wrong, status: res.status, body: res.body }).toEqual({
          route: route.label,
          wrong,
          status: 400,
          body: { error: route.message, fields: { [route.field]: route.message } },
        });
      }
      expect({ route: route.label, state: await route.state() }).toEqual({ route: route.label, state: before });
    }
  });

  it('still takes the same bodies with the right types', async () => {
    const appointmentId = await startedAppointment();
    const saved = await owner.put(apiPaths.appointments.outcome(appointmentId), {
      result: 'said_yes',
      dressName: 'Fern',
      amount: 1200,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as AppointmentDetail).outcome).toMatchObject({ amount: 1200 });
    const { outsideHours: _count, ...settings } = (await owner.get(apiPaths.boutiqueSettings)).body;
    expect((await owner.put(apiPaths.boutiqueSettings, { ...settings, capacity: 3 })).body).toMatchObject({
      capacity: 3,
    });
  });
});

describe('typed text at the boundary', () => {
  it("stores a walk-in's name without the line breaks typed into it, and mails it on one line", async () => {
    const { slots } = (await owner.get(`${apiPaths.appointments.slots}?days=30`)).body as { slots: FreeSlot[] };
    const res = await owner.post(apiPaths.appointments.walkIn, {
      name: 'Wren\r\nHale\nBcc: someone@example.com',
      email: ' wren.hale@example.com\n',
      phone: '555\t0100',
      startsAt: slots[0]!.startsAt,
      sendSurveyLink: false,
    });
    expect(res.status).toBe(201);
    const [bride] = await t.sql<{ name: string; email: string; phone: string }[]>`
      SELECT name, email, phone FROM brides WHERE id = ${res.body.appointment.brideId}`;
    expect(bride).toEqual({
      name: 'Wren Hale Bcc: someone@example.com',
      email: 'wren.hale@example.com',
      phone: '555 0100',
    });

    const mail = renderSurveyInvite({ name: bride!.name, boutiqueName: 'Hollis', url: 'https://example.com/s' });
    expect(mail.text.split('\n')[0]).toMatch(/^Hi Wren Hale Bcc: someone\S+,$/);
    // A name stored before names were normalised cannot start a line of the e-mail either.
    const legacy = renderSurveyInvite({
      name: 'Wren\r\nBcc: x@example.com',
      boutiqueName: 'Hollis',
      url: 'https://example.com/s',
    });
    expect(legacy.text.split('\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
  });

  it('stores a name from the survey form on one line, and a note with its lines', async () => {
    const surveyed = await submitTextSurvey(t, slug, {
      name: 'Nora\nQuill\u0007',
      additionalNotes: 'First:\r\nlace\r\n\r\nThen: satin',
    });
    const [bride] = await t.sql<{ name: string; notes: string }[]>`
      SELECT name, answers->>'additionalNotes' AS notes FROM brides WHERE id = ${surveyed}`;
    expect(bride).toEqual({ name: 'Nora Quill', notes: 'First:\nlace\n\nThen: satin' });

    const appointmentId = await startedAppointment();
    const saved = await owner.put(apiPaths.appointments.outcome(appointmentId), {
      result: 'said_yes',
      dressName: 'Fern\n(ivory)',
      amount: 1650,
      notes: 'Mother loved it.\r\nHem: 2 cm\u001b',
    });
    expect(saved.status).toBe(200);
    expect((saved.body as AppointmentDetail).outcome).toMatchObject({
      dressName: 'Fern (ivory)',
      notes: 'Mother loved it.\nHem: 2 cm',
    });
  });
});
