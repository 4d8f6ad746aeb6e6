import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  defaultScoreCardBehaviours,
  type ScoreCardAnswer,
  scoreCardLimits,
  scoreCardMessages,
} from '@bridal/shared/coaching/score-card';
import {
  type ScoreCardNotes,
  type ScoreCardView,
  scoreCardViewMessages,
} from '@bridal/shared/coaching/score-card-view';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { adminsOnlyMessage } from '../../http/require-role';
import { otherConsultantsMessage } from '@bridal/server/appointments/staff/staff-access';

let t: TestApp;
let owner: TestClient;
let clara: TestClient;
let dora: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let claraId: string;
let brideId: string;

/** Every default behaviour answered: the first `yes` of them yes, the rest no. */
const answered = (yes = 3): Record<string, ScoreCardAnswer> =>
  Object.fromEntries(defaultScoreCardBehaviours.map(({ key }, index) => [key, index < yes ? 'yes' : 'no']));

/** A completed appointment of the boutique, run by `consultantId`, with an outcome unless told otherwise. */
async function visit(consultantId: string | null, { outcome = true }: { outcome?: boolean } = {}): Promise<string> {
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, '2025-06-10T15:00:00Z', 90,
            ${outcome ? 'completed' : 'booked'}, 'staff')
    RETURNING id`;
  if (outcome) {
    await t.sql`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, reasons)
      VALUES (${row!.id}, ${boutiqueId}, ${brideId}, ${consultantId}, 'not_yet', ${['budget']})`;
  }
  return row!.id;
}

const cardRows = (appointmentId: string) =>
  t.sql<{ answers: Record<string, string>; filledAt: Date; updatedAt: Date }[]>`
    SELECT answers, filled_at, updated_at FROM score_cards WHERE appointment_id = ${appointmentId}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId } = await signUpAndLogIn(t));
  clara = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  dora = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  claraId = (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = 'Clara Vale'`)[0]!.id;
  ({ client: stranger } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  brideId = (
    await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Nora Quill', ${t.sql.json({})}) RETURNING id`
  )[0]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET and PUT /api/appointments/{id}/score-card', () => {
  it("shows whoever ran the appointment the boutique's behaviours and an empty card to fill", async () => {
    const id = await visit(claraId);
    const res = await clara.get(apiPaths.scoreCards.ofAppointment(id));
    expect(res.status).toBe(200);
    const view = res.body as ScoreCardView;
    expect(view).toMatchObject({ appointmentId: id, hasOutcome: true, card: null, canFill: true, canReview: false });
    expect(view.behaviours).toEqual(defaultScoreCardBehaviours);
  });

  it('makes the card on the first save and edits the same card on the next (one per appointment)', async () => {
    const id = await visit(claraId);
    const first = await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered(2) });
    expect(first.status).toBe(200);
    const saved = (first.body as ScoreCardView).card!;
    expect(saved).toMatchObject({ answers: answered(2), consultantId: claraId, consultantName: 'Clara Vale' });
    expect(saved.filledByName).toBe('Clara Vale');
    const [before] = await cardRows(id);

    const second = await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered(5) });
    expect(second.status).toBe(200);
    expect((second.body as ScoreCardView).card!.answers).toEqual(answered(5));
    const rows = await cardRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.filledAt).toEqual(before!.filledAt);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it('lets an admin fill a consultant’s card, which stays the consultant’s', async () => {
    const id = await visit(claraId);
    const res = await owner.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    expect(res.status).toBe(200);
    expect((res.body as ScoreCardView).card).toMatchObject({ consultantId: claraId, consultantName: 'Clara Vale' });
  });

  it('refuses a card before the outcome (409), and says there is nothing to fill yet', async () => {
    const id = await visit(claraId, { outcome: false });
    const res = await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(scoreCardMessages.noOutcome);
    expect(await cardRows(id)).toEqual([]);
    const view = (await clara.get(apiPaths.scoreCards.ofAppointment(id))).body as ScoreCardView;
    expect(view).toMatchObject({ hasOutcome: false, canFill: false, card: null });
  });

  it('refuses a behaviour not on the card, a missing answer and an answer not yes / no / not relevant; nothing is saved', async () => {
    const id = await visit(claraId);
    const path = apiPaths.scoreCards.ofAppointment(id);
    const unknown = await clara.put(path, { answers: { ...answered(), offeredAVeil: 'yes' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(scoreCardMessages.unknownBehaviour);
    expect(unknown.body.fields).toEqual({ answers: scoreCardMessages.unknownBehaviour });

    const { askedForSale: _left, ...missingOne } = answered();
    const missing = await clara.put(path, { answers: missingOne });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(scoreCardMessages.missing);

    const wrong = await clara.put(path, { answers: { ...answered(), askedForSale: 'maybe' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(scoreCardMessages.answer);

    for (const body of [{}, { answers: null }, { answers: ['yes'] }, { answers: 'yes' }]) {
      const res = await clara.put(path, body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: scoreCardMessages.missing });
    }
    expect(await cardRows(id)).toEqual([]);
  });

  it("refuses a colleague's card to a consultant (403), reading and filling alike", async () => {
    const id = await visit(claraId);
    const read = await dora.get(apiPaths.scoreCards.ofAppointment(id));
    expect(read.status).toBe(403);
    expect(read.body.error).toBe(otherConsultantsMessage);
    const fill = await dora.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    expect(fill.status).toBe(403);
    expect(fill.body.error).toBe(scoreCardMessages.cannotFill);
    expect(await cardRows(id)).toEqual([]);
  });

  it('answers 404 to another boutique and to an id that is none, and 401 without a session', async () => {
    const id = await visit(claraId);
    expect((await stranger.get(apiPaths.scoreCards.ofAppointment(id))).status).toBe(404);
    const foreign = await stranger.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(scoreCardMessages.notFound);
    expect((await owner.get(apiPaths.scoreCards.ofAppointment('not-a-uuid'))).status).toBe(404);
    expect((await t.client().get(apiPaths.scoreCards.ofAppointment(id))).status).toBe(401);
    expect(await cardRows(id)).toEqual([]);
  });
});

describe('the review note', () => {
  it('is written by an admin and read by the consultant, on the card and in her notes, until she marks it read', async () => {
    const id = await visit(claraId);
    await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    const reviewed = await owner.put(apiPaths.scoreCards.review(id), { note: '  Ask for the sale sooner.  ' });
    expect(reviewed.status).toBe(200);
    expect((reviewed.body as ScoreCardView).card).toMatchObject({ reviewNote: 'Ask for the sale sooner.' });
    expect((reviewed.body as ScoreCardView).noteUnseen).toBe(false);

    const card = (await clara.get(apiPaths.scoreCards.ofAppointment(id))).body as ScoreCardView;
    expect(card.card).toMatchObject({ reviewNote: 'Ask for the sale sooner.', reviewSeenAt: null });
    expect(card.noteUnseen).toBe(true);
    expect(card.canReview).toBe(false);
    let notes = (await clara.get(apiPaths.scoreCards.notes)).body as ScoreCardNotes;
    expect(notes.unseen).toBe(1);
    expect(notes.notes[0]).toMatchObject({ appointmentId: id, brideName: 'Nora Quill', seen: false });
    expect(((await dora.get(apiPaths.scoreCards.notes)).body as ScoreCardNotes).notes).toEqual([]);

    // Only she marks it read: not the admin, not a colleague.
    const byAdmin = await owner.post(apiPaths.scoreCards.seen(id));
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toBe(scoreCardViewMessages.notYours);
    expect((await dora.post(apiPaths.scoreCards.seen(id))).status).toBe(403);
    expect((await clara.post(apiPaths.scoreCards.seen(id))).status).toBe(204);
    notes = (await clara.get(apiPaths.scoreCards.notes)).body as ScoreCardNotes;
    expect(notes.unseen).toBe(0);
    expect(notes.notes[0]).toMatchObject({ appointmentId: id, seen: true });

    // The same note saved again stays read; a new one is new to her.
    await owner.put(apiPaths.scoreCards.review(id), { note: 'Ask for the sale sooner.' });
    expect(((await clara.get(apiPaths.scoreCards.notes)).body as ScoreCardNotes).unseen).toBe(0);
    await owner.put(apiPaths.scoreCards.review(id), { note: 'Lovely work with her mother.' });
    expect(((await clara.get(apiPaths.scoreCards.notes)).body as ScoreCardNotes).unseen).toBe(1);
  });

  it('is for admins only, on a filled card, in 1 to 1000 characters', async () => {
    const id = await visit(claraId);
    const noCard = await owner.put(apiPaths.scoreCards.review(id), { note: 'Well done' });
    expect(noCard.status).toBe(409);
    expect(noCard.body.error).toBe(scoreCardMessages.noCard);
    await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });

    const byConsultant = await clara.put(apiPaths.scoreCards.review(id), { note: 'I did well' });
    expect(byConsultant.status).toBe(403);
    expect(byConsultant.body.error).toBe(adminsOnlyMessage);
    const tooLong = await owner.put(apiPaths.scoreCards.review(id), {
      note: 'x'.repeat(scoreCardLimits.reviewNote + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(scoreCardMessages.reviewNote);
    const empty = await owner.put(apiPaths.scoreCards.review(id), { note: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(scoreCardMessages.reviewNoteRequired);
    expect((await stranger.put(apiPaths.scoreCards.review(id), { note: 'Not yours' })).status).toBe(404);
    const [row] = await t.sql<
      { reviewNote: string }[]
    >`SELECT review_note FROM score_cards WHERE appointment_id = ${id}`;
    expect(row!.reviewNote).toBe('');
  });

  it('cannot be marked read on a card that does not exist, nor in another boutique', async () => {
    const id = await visit(claraId);
    const res = await clara.post(apiPaths.scoreCards.seen(id));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(scoreCardMessages.noCard);
    expect((await stranger.post(apiPaths.scoreCards.seen(id))).status).toBe(404);
  });
});

describe('GET and PUT /api/score-cards/behaviours', () => {
  const labels = (behaviours: { label: string }[]) => behaviours.map((behaviour) => behaviour.label);

  it('reads the defaults from selling practice, for everyone of the team', async () => {
    const res = await dora.get(apiPaths.scoreCards.behaviours);
    expect(res.status).toBe(200);
    expect(res.body.behaviours).toEqual(defaultScoreCardBehaviours);
  });

  it('refuses an empty list, too many, the same name twice, a name too long or empty, an unknown key, and a consultant', async () => {
    const path = apiPaths.scoreCards.behaviours;
    const cases: [unknown, string][] = [
      [{ behaviours: [] }, scoreCardMessages.behavioursCount],
      [{}, scoreCardMessages.behavioursCount],
      [
        { behaviours: Array.from({ length: scoreCardLimits.behaviours + 1 }, (_, i) => ({ label: `Step ${i}` })) },
        scoreCardMessages.behavioursCount,
      ],
      [
        { behaviours: [{ label: 'Asked for the sale' }, { label: 'asked for the sale ' }] },
        scoreCardMessages.behaviourDuplicate,
      ],
      [{ behaviours: [{ label: 'x'.repeat(scoreCardLimits.label + 1) }] }, scoreCardMessages.behaviourLabel],
      [{ behaviours: [{ label: '  ' }] }, scoreCardMessages.behaviourLabel],
      [{ behaviours: [{ key: 'inventedKey', label: 'Invented' }] }, scoreCardMessages.unknownBehaviour],
    ];
    for (const [body, message] of cases) {
      const res = await owner.put(path, body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: message });
    }
    const byConsultant = await clara.put(path, { behaviours: [{ label: 'Smiled' }] });
    expect(byConsultant.status).toBe(403);
    expect((await owner.get(path)).body.behaviours).toEqual(defaultScoreCardBehaviours);
  });

  it('keeps the keys of behaviours that stay, renamed or not, gives new ones a camelCase key, and the cards follow', async () => {
    const id = await visit(claraId);
    await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    const res = await owner.put(apiPaths.scoreCards.behaviours, {
      behaviours: [
        { key: 'askedForSale', label: 'Asked her to say yes' },
        { label: 'Opened with her plan and her own words' },
        { label: 'Offered a veil' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.behaviours).toEqual([
      { key: 'askedForSale', label: 'Asked her to say yes' },
      { key: 'openedWithPlan', label: 'Opened with her plan and her own words' },
      { key: 'offeredAVeil', label: 'Offered a veil' },
    ]);
    expect((await clara.get(apiPaths.scoreCards.behaviours)).body.behaviours).toEqual(res.body.behaviours);

    // The card asks about the new list; an answer for a behaviour taken off it is refused.
    const view = (await clara.get(apiPaths.scoreCards.ofAppointment(id))).body as ScoreCardView;
    expect(labels(view.behaviours)).toEqual([
      'Asked her to say yes',
      'Opened with her plan and her own words',
      'Offered a veil',
    ]);
    const stale = await clara.put(apiPaths.scoreCards.ofAppointment(id), { answers: answered() });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe(scoreCardMessages.unknownBehaviour);
    const fresh = await clara.put(apiPaths.scoreCards.ofAppointment(id), {
      answers: { askedForSale: 'yes', openedWithPlan: 'no', offeredAVeil: 'not_relevant' },
    });
    expect(fresh.status).toBe(200);

    // Back to the defaults: every default takes its own key again.
    const back = await owner.put(apiPaths.scoreCards.behaviours, {
      behaviours: defaultScoreCardBehaviours.map(({ label }) => ({ label })),
    });
    expect(back.body.behaviours).toEqual(defaultScoreCardBehaviours);
  });
});
