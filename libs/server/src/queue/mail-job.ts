import { z } from 'zod';

/** Mail jobs carry ids, never addresses or tokens: the worker reads the rest from the database. */
export const mailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('password-reset'), userId: z.uuid() }),
  z.object({ kind: z.literal('email-confirmation'), userId: z.uuid() }),
  // The link for the new address a user asked to change to (users.pending_email).
  z.object({ kind: z.literal('email-change'), userId: z.uuid() }),
  // The notice to the address she still logs in with, that a change to another one was asked for.
  z.object({ kind: z.literal('email-change-notice'), userId: z.uuid() }),
  // To an address that already has an account, when the sign-up form was given it again.
  z.object({ kind: z.literal('signup-attempt'), userId: z.uuid() }),
  z.object({ kind: z.literal('trial-welcome'), trialId: z.uuid() }),
  z.object({ kind: z.literal('consultant-invitation'), invitationId: z.uuid() }),
  // The bride's e-mail about her appointment (booked, moved, cancelled, with its .ics and her own
  // link) or her reminder: a row of appointment_mails, delayed until it is due.
  z.object({ kind: z.literal('appointment-mail'), mailId: z.uuid() }),
  // A waitlist offer (waitlist_offers): its link holds a freed time for her; sent while the offer is live.
  z.object({ kind: z.literal('waitlist-offer'), offerId: z.uuid() }),
  // Her text about her appointment (confirmation, reminder): a row of appointment_texts, the
  // outbox beside appointment_mails, delayed until it is due.
  z.object({ kind: z.literal('appointment-text'), textId: z.uuid() }),
  // A walk-in's survey link (its invite token is made at send time, like an invitation's).
  z.object({ kind: z.literal('survey-invite'), brideId: z.uuid() }),
  // A follow-up: sent only while it is still queued and she has not unsubscribed; its
  // unsubscribe token is made at send time.
  z.object({ kind: z.literal('follow-up'), followUpId: z.uuid() }),
  // A weekly coaching digest (coaching_digests): sent once, while its row is still pending.
  z.object({ kind: z.literal('coaching-digest'), digestId: z.uuid() }),
  // The owner's notice that persistent failure switched a webhook endpoint off: sent while it is still off.
  z.object({ kind: z.literal('webhook-disabled'), endpointId: z.uuid() }),
]);

export type MailJob = z.infer<typeof mailJobSchema>;

export const mailJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 86_400, count: 1_000 },
  removeOnFail: { age: 7 * 86_400 },
} as const;
