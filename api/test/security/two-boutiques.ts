import { randomBytes } from 'node:crypto';
import { hashToken } from '@bridal/server/auth/tokens';
import { coachWriter } from '@bridal/server/coaching/digest/digest-writers';
import { writeCoachingWeek } from '@bridal/server/coaching/digest/write-coaching-week';
import { createLogger } from '@bridal/server/logging/create-logger';
import { issueInvitationToken } from '@bridal/server/consultants/issue-invitation-token';
import { createWebhookSecret } from '@bridal/server/webhooks/sign-webhook';
import { sendWebhookTestEvent } from '@bridal/server/webhooks/webhook-deliveries';
import { boutiqueDate, instantAgo, instantIn } from '@bridal/testing/boutique-day';
import { jpegWithGps } from '@bridal/testing/make-images';
import { analyseBride, confirmEmailFromMail } from '../support/boutique-fixtures';
import { boutiqueIdOf, type TestApp, validSignup } from '../support/test-app';
import { send, sessionCookie } from './security-requests';

/** One boutique with data of every kind a tenant owns, and the names that would betray a leak. */
export interface Tenant {
  boutiqueId: number;
  slug: string;
  ownerId: string;
  adminId: string;
  consultantId: string;
  pendingConsultantId: string;
  invitationToken: string;
  brideId: string;
  pendingBrideId: string;
  photoId: string;
  readyNotificationId: string;
  noteNotificationId: string;
  pdfId: string;
  csvId: string;
  /** A booked appointment of the analysed bride, with the active consultant. */
  appointmentId: string;
  /** A dress of its current inventory (an outcome's dressId). */
  dressId: string;
  /** A drafted follow-up of that appointment. */
  followUpId: string;
  /** A measurable goal of the active consultant. */
  goalId: string;
  /** The active consultant's weekly coaching digest, and the owner's team digest of that week. */
  digestId: string;
  teamDigestId: string;
  /** The boutique's live calendar feed link's token, and links since replaced (the boutique's, its consultant's). */
  calendarFeedToken: string;
  revokedCalendarFeedTokens: string[];
  /** The owner's API keys: a read key and a read-write key (their ids, and the secrets to call with). */
  readKeyId: string;
  readKey: string;
  writeKey: string;
  /** A webhook endpoint, and its delivery of a test event. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
  /** A staged, checked import of another system's history. */
  historyImportId: string;
  /** The bride waiting on today's waitlist (the schedule's default day). */
  waitlistEntryId: string;
  /** An appointment type and a fitting room that hosts it. */
  appointmentTypeId: string;
  fittingRoomId: string;
  /** Text that belongs to this boutique alone: its name, people, brides, files and dresses. */
  markers: Record<string, string>;
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000), Buffer.from('\n%%EOF\n')]);

async function expectStatus(label: string, res: { status: number; text: string }, ...statuses: number[]) {
  if (!statuses.includes(res.status)) throw new Error(`${label} answered ${res.status}: ${res.text}`);
}

/**
 * A boutique made through the API as its owner would make it: a second admin, an active and a
 * pending consultant with her invitation, an inventory, two trending documents (one with top
 * sellers), an analysed bride with a photo, thumbnail and advice, a bride still pending, a
 * 'ready' notification and a consultant's note, and a password reset. `tag` makes every name
 * distinctive, so finding it anywhere else is a leak.
 */
export async function makeTenant(t: TestApp, tag: string): Promise<Tenant> {
  const owner = validSignup({
    name: `${tag} Owner`,
    email: uniqueEmail(`owner.${tag.toLowerCase()}`),
    boutiqueName: `${tag} Bridal House`,
  });
  const signup = await send(t, 'POST', '/api/signup', { body: owner });
  await expectStatus('sign-up', signup, 201);
  const boutiqueId = await boutiqueIdOf(t, owner.email);
  const [row] = await t.sql<{ slug: string; ownerId: string; passwordHash: string }[]>`
    SELECT b.slug, u.id AS owner_id, u.password_hash FROM boutiques b JOIN users u ON u.boutique_id = b.id
    WHERE b.id = ${boutiqueId}`;
  const { slug, ownerId, passwordHash } = row!;
  // Invitations wait for the owner's confirmed address.
  await confirmEmailFromMail(t, ownerId);
  const cookie = await sessionCookie(t, { userId: ownerId, boutiqueId });
  const as = (method: string, url: string, body?: object | FormData) => send(t, method, url, { cookie, body });

  // The owner's password hash is reused: argon2 is slow and these users never log in.
  const addUser = async (who: string, role: 'admin' | 'consultant') => {
    const [user] = await t.sql<{ id: string }[]>`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
      VALUES (${boutiqueId}, ${uniqueEmail(who.toLowerCase())}, ${`${tag} ${who}`}, ${passwordHash}, ${role}, 'active',
              ${`${tag} goals of ${who}`})
      RETURNING id`;
    return user!.id;
  };
  const adminId = await addUser('Admin', 'admin');
  const consultantId = await addUser('Consultant', 'consultant');

  const invite = await as('POST', '/api/consultants/invite', {
    name: `${tag} Invitee`,
    email: uniqueEmail(`invitee.${tag.toLowerCase()}`),
    coachingGoals: '',
  });
  await expectStatus('invite', invite, 201);
  const pendingConsultantId = invite.body.id as string;
  const [invitation] = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${pendingConsultantId}`;
  // What the mail worker does when it sends the e-mail: the link's token.
  const issued = await issueInvitationToken({ sql: t.sql, invitationId: invitation!.id });

  const inventory = new FormData();
  inventory.append(
    'inventory',
    new Blob([
      [
        'Style #,Designer,Gown,Price,Silhouette,Fabric,Notes',
        `${tag.toUpperCase()}-1,${tag} Atelier,${tag} Nocturne,2400,A-Line,Chiffon,Flowy beach gown`,
        `${tag.toUpperCase()}-2,${tag} Atelier,${tag} Solstice,3100,Ball Gown,Tulle,Classic princess gown`,
      ].join('\n'),
    ]),
    `${tag}-stock.csv`,
  );
  await expectStatus('inventory', await as('POST', '/api/inventory/upload', inventory), 200);

  const history = new FormData();
  history.append(
    'file',
    new Blob([`Customer Name,Date,Time,Status\n${tag} Imported Bride,2025-03-14,10:00,Completed\n`]),
    `${tag}-history.csv`,
  );
  const staged = await as('POST', '/api/history-imports', history);
  await expectStatus('history import', staged, 201);
  const historyImportId = staged.body.id as string;
  await expectStatus('history dry run', await as('POST', `/api/history-imports/${historyImportId}/dry-run`), 200);

  const documents = new FormData();
  documents.append('description', `${tag} lookbook`);
  documents.append('files', new Blob([new Uint8Array(pdf)]), `${tag}-lookbook.pdf`);
  documents.append(
    'files',
    new Blob([`Rank,Style #,Gown,Retail\n1,${tag.toUpperCase()}-1,${tag} Nocturne,2400\n`]),
    `${tag}-top-sellers.csv`,
  );
  const uploaded = await as('POST', '/api/trending-gowns/upload', documents);
  await expectStatus('trending upload', uploaded, 201);
  const [pdfDocument, csvDocument] = uploaded.body.documents as { id: string }[];

  const survey = (name: string, photo?: Buffer) => {
    const form = new FormData();
    const fields = { name, boutiqueName: slug, weddingVenue: `${tag} Chapel`, weddingDate: '2027-06-19' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (photo) form.append('inspirationImages', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'inspo.jpg');
    return form;
  };
  const bride = await send(t, 'POST', '/api/surveys', { body: survey(`${tag} Bride`, await jpegWithGps()) });
  await expectStatus('survey', bride, 201);
  const brideId = bride.body.brideId as string;
  await analyseBride(t, brideId);
  const pending = await send(t, 'POST', '/api/surveys', { body: survey(`${tag} Pending Bride`) });
  await expectStatus('second survey', pending, 201);

  const note = await as('POST', '/api/consultant/notify', { brideId, message: `${tag} note about her` });
  await expectStatus('note', note, 201);
  await expectStatus('advice', await as('POST', '/api/help/advice', { brideId, problem: 'dress-issues' }), 200);
  await t.sql`
    INSERT INTO password_resets (user_id, token_hash, expires_at)
    VALUES (${ownerId}, ${hashToken(randomBytes(32).toString('base64url'))}, ${instantIn({ hours: 1 })})`;

  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by, booked_by_user_id)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, ${instantIn({ days: 2 })}, 90, 'staff', ${ownerId})
    RETURNING id`;
  const [followUp] = await t.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body, writer, drafted_at)
    VALUES (${boutiqueId}, ${brideId}, ${appointment!.id}, 1, now(), 'drafted', ${`${tag} follow-up`},
            ${`${tag} follow-up body`}, 'local', now())
    RETURNING id`;
  const [goal] = await t.sql<{ id: string }[]>`
    INSERT INTO consultant_goals (boutique_id, consultant_id, measure, target, starts_on, due_on, created_by)
    VALUES (${boutiqueId}, ${consultantId}, 'contact_ratio', 0.4, '2025-01-01', '2099-12-31', ${ownerId})
    RETURNING id`;
  const [webhookEndpoint] = await t.sql<{ id: string }[]>`
    INSERT INTO webhook_endpoints (boutique_id, url, description, event_types, secret)
    VALUES (${boutiqueId}, ${`https://93.184.215.14/${tag}-hook`}, ${`${tag} receiver`}, ${['plan.ready']},
            ${createWebhookSecret()})
    RETURNING id`;
  const { deliveryId: webhookDeliveryId } = await sendWebhookTestEvent({
    sql: t.sql,
    boutiqueId,
    endpointId: webhookEndpoint!.id,
  });
  const [zone] = await t.sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  const [waitlistEntry] = await t.sql<{ id: string }[]>`
    INSERT INTO waitlist_entries (boutique_id, bride_id, local_date)
    VALUES (${boutiqueId}, ${brideId}, ${boutiqueDate(zone!.timeZone)})
    RETURNING id`;
  const [fittingRoom] = await t.sql<{ id: string }[]>`
    INSERT INTO fitting_rooms (boutique_id, name) VALUES (${boutiqueId}, ${`${tag} Ivory Room`}) RETURNING id`;
  const [appointmentType] = await t.sql<{ id: string }[]>`
    INSERT INTO appointment_types (boutique_id, name, duration_minutes) VALUES (${boutiqueId}, ${`${tag} Bridesmaids Visit`}, 90)
    RETURNING id`;
  await t.sql`
    INSERT INTO appointment_type_rooms (appointment_type_id, fitting_room_id, boutique_id)
    VALUES (${appointmentType!.id}, ${fittingRoom!.id}, ${boutiqueId})`;
  // Yesterday's visit, sold, with a score card an admin reviewed.
  const [visited] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, ${instantAgo({ days: 1 })}, 90, 'completed', 'staff')
    RETURNING id`;
  await t.sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, dress_name)
    VALUES (${visited!.id}, ${boutiqueId}, ${brideId}, ${consultantId}, 'said_yes', ${`${tag} Nocturne`})`;
  await t.sql`
    INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_by, review_note, reviewed_by, reviewed_at)
    VALUES (${visited!.id}, ${boutiqueId}, ${consultantId}, ${t.sql.json({ askedForSale: 'yes' })}, ${consultantId},
            ${`${tag} review note`}, ${ownerId}, now())`;
  await writeCoachingWeek({
    sql: t.sql,
    boutiqueId,
    weekStart: '2026-11-02',
    writers: { writer: coachWriter, fallback: coachWriter },
    logger: createLogger({ level: 'silent', name: 'two-boutiques' }),
  });
  const digestOf = async (userId: string) =>
    (await t.sql<{ id: string }[]>`SELECT id FROM coaching_digests WHERE user_id = ${userId}`)[0]!.id;
  const [digestId, teamDigestId] = [await digestOf(consultantId), await digestOf(ownerId)];
  // Feed links: the boutique's and the consultant's, each made twice, so the first is revoked.
  const feedToken = async (path: string, as: string) => {
    const made = await send(t, 'POST', path, { cookie: await sessionCookie(t, { userId: as, boutiqueId }) });
    await expectStatus('calendar feed', made, 201);
    return (made.body.url as string)
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
  };
  const revokedCalendarFeedTokens = [
    await feedToken('/api/calendar-feeds/boutique', ownerId),
    await feedToken('/api/calendar-feeds/mine', consultantId),
  ];
  const calendarFeedToken = await feedToken('/api/calendar-feeds/boutique', ownerId);
  await feedToken('/api/calendar-feeds/mine', consultantId);
  const readKey = await as('POST', '/api/api-keys', { name: `${tag} read key`, scope: 'read' });
  await expectStatus('read key', readKey, 201);
  const writeKey = await as('POST', '/api/api-keys', { name: `${tag} write key`, scope: 'read-write' });
  await expectStatus('write key', writeKey, 201);
  const [photo] = await t.sql<{ id: string }[]>`SELECT id FROM bride_photos WHERE bride_id = ${brideId}`;
  const [dress] = await t.sql<{ id: string }[]>`SELECT id FROM dresses WHERE boutique_id = ${boutiqueId} LIMIT 1`;
  const [ready] = await t.sql<{ id: string }[]>`
    SELECT id FROM notifications WHERE bride_id = ${brideId} AND id <> ${note.body.notification.id}`;
  const users = await t.sql<{ id: string; name: string; email: string }[]>`
    SELECT id, name, email FROM users WHERE boutique_id = ${boutiqueId} ORDER BY created_at, id`;
  const people = users.flatMap((user, index) => {
    const key = user.id === pendingConsultantId ? 'invitee' : `user${index}`;
    return [
      [`${key}Name`, user.name],
      [`${key}Email`, user.email],
    ];
  });

  return {
    boutiqueId,
    slug,
    ownerId,
    adminId,
    consultantId,
    pendingConsultantId,
    invitationToken: issued!.token,
    brideId,
    pendingBrideId: pending.body.brideId as string,
    photoId: photo!.id,
    readyNotificationId: ready!.id,
    noteNotificationId: note.body.notification.id as string,
    pdfId: pdfDocument!.id,
    csvId: csvDocument!.id,
    appointmentId: appointment!.id,
    dressId: dress!.id,
    followUpId: followUp!.id,
    goalId: goal!.id,
    digestId,
    teamDigestId,
    calendarFeedToken,
    revokedCalendarFeedTokens,
    readKeyId: readKey.body.key.id as string,
    readKey: readKey.body.secret as string,
    writeKey: writeKey.body.secret as string,
    webhookEndpointId: webhookEndpoint!.id,
    webhookDeliveryId,
    historyImportId,
    waitlistEntryId: waitlistEntry!.id,
    appointmentTypeId: appointmentType!.id,
    fittingRoomId: fittingRoom!.id,
    markers: {
      boutiqueName: owner.boutiqueName,
      slug,
      storagePath: `boutiques/${boutiqueId}/`,
      boutiqueIdField: `"boutiqueId":${boutiqueId}`,
      ...Object.fromEntries(people),
      ownerId,
      adminId,
      consultantId,
      pendingConsultantId,
      brideId,
      brideName: `${tag} Bride`,
      pendingBrideId: pending.body.brideId as string,
      photoId: photo!.id,
      readyNotificationId: ready!.id,
      noteNotificationId: note.body.notification.id as string,
      note: `${tag} note about her`,
      pdfId: pdfDocument!.id,
      csvId: csvDocument!.id,
      appointmentId: appointment!.id,
      followUpId: followUp!.id,
      goalId: goal!.id,
      followUpSubject: `${tag} follow-up`,
      reviewNote: `${tag} review note`,
      apiKeyName: `${tag} read key`,
      readKeyId: readKey.body.key.id as string,
      readKeyPrefix: readKey.body.key.prefix as string,
      digestId,
      teamDigestId,
      webhookEndpointId: webhookEndpoint!.id,
      webhookDeliveryId,
      webhookUrl: `${tag}-hook`,
      webhookDescription: `${tag} receiver`,
      documentName: `${tag}-lookbook.pdf`,
      dressName: `${tag} Nocturne`,
      importedBrideName: `${tag} Imported Bride`,
      historyImportId,
      waitlistEntryId: waitlistEntry!.id,
      appointmentTypeId: appointmentType!.id,
      fittingRoomId: fittingRoom!.id,
      roomName: `${tag} Ivory Room`,
      typeName: `${tag} Bridesmaids Visit`,
      venue: `${tag} Chapel`,
    },
  };
}
