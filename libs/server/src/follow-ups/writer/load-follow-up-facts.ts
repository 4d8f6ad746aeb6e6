import { optionLabels, partyMemberNames } from '@bridal/shared/survey/survey-labels';
import { findDressByName } from '@bridal/shared/dresses/dress-label';
import { type NoSaleReason, noSaleReasons } from '@bridal/shared/appointments/appointment';
import { vibeOptions } from '@bridal/shared/survey/survey-options';
import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { type Dress, dressLabel } from '../../dresses/dress';
import { loadCurrentInventory } from '../../analysis/load-inventory';
import type { Sql } from '../../db/create-sql';
import { isUuid } from '../../db/is-uuid';
import type { FollowUpDress, FollowUpFacts } from './follow-up-writer';
import { rankWithinBudget } from './rank-within-budget';

/** The row carries the boutique's settings as the facts do (its name apart, as boutiqueName). */
interface FollowUpRow extends Omit<FollowUpFacts['boutique'], 'name'> {
  id: string;
  step: number;
  steps: number;
  boutiqueId: number;
  appointmentId: string;
  startsAt: Date;
  result: 'said_yes' | 'not_yet' | 'no_sale';
  reasons: string[];
  otherReason: string;
  outcomeNotes: string;
  brideName: string;
  weddingDate: string | null;
  answers: Record<string, unknown> | null;
  boutiqueName: string;
  consultantName: string | null;
  consultantSignature: string | null;
}

interface ChecklistRow {
  dressKey: string;
  dressName: string;
  pulled: boolean;
  triedOn: boolean;
  verdict: 'loved' | 'not_for_her' | null;
  reason: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Who she shops with, as her survey named them: 'Mom', 'Aunt June' ('Just me' and a bare 'Other' name nobody). */
export function readShoppingParty(answers: Record<string, unknown>): string[] {
  return partyMemberNames(strings(answers.shoppingParty));
}

/** Her wedding vibes, as the survey labels them. */
export function readVibes(answers: Record<string, unknown>): string[] {
  return optionLabels(vibeOptions, strings(answers.weddingVibes));
}

/** The checklist's dress in the current inventory: by id when its key is one, else by name or label. */
function findDress(row: ChecklistRow, inventory: readonly Dress[]): Dress | null {
  if (isUuid(row.dressKey)) return inventory.find((dress) => dress.id === row.dressKey) ?? null;
  return findDressByName(inventory, row.dressKey, row.dressName);
}

const entryOf = (row: ChecklistRow, inventory: readonly Dress[]): FollowUpDress => {
  const dress = findDress(row, inventory);
  return { dress, label: dress ? dressLabel(dress) : row.dressName || row.dressKey, reason: row.reason.trim() };
};

/**
 * Everything a follow-up is written from, read for one follow-up: her appointment's outcome and
 * checklist, her survey, the boutique's settings and current inventory. Null when the follow-up
 * does not exist or its appointment has no 'not yet' or 'no sale' outcome.
 */
export async function loadFollowUpFacts(sql: Sql, followUpId: string, now = new Date()): Promise<FollowUpFacts | null> {
  if (!isUuid(followUpId)) return null;
  const [row] = await sql<FollowUpRow[]>`
    SELECT f.id, f.step, f.boutique_id, f.appointment_id,
           (SELECT count(*)::int FROM follow_ups s WHERE s.appointment_id = f.appointment_id) AS steps,
           a.starts_at, o.result, o.reasons, o.other_reason, o.notes AS outcome_notes,
           b.name AS bride_name, to_char(b.wedding_date, 'YYYY-MM-DD') AS wedding_date, b.answers,
           bo.name AS boutique_name, bo.phone, bo.address, bo.time_zone, bo.follow_up_signature AS signature,
           bo.dress_hold_days AS hold_days, bo.order_lead_weeks, u.name AS consultant_name,
           u.follow_up_signature AS consultant_signature
    FROM follow_ups f
    JOIN appointments a ON a.id = f.appointment_id AND a.boutique_id = f.boutique_id
    JOIN appointment_outcomes o ON o.appointment_id = a.id
    JOIN brides b ON b.id = f.bride_id AND b.boutique_id = f.boutique_id
    JOIN boutiques bo ON bo.id = f.boutique_id
    LEFT JOIN users u ON u.id = a.consultant_id AND u.boutique_id = f.boutique_id
    WHERE f.id = ${followUpId}`;
  if (!row || (row.result !== 'not_yet' && row.result !== 'no_sale')) return null;

  const [checklist, { dresses: inventory }, earlier] = await Promise.all([
    sql<ChecklistRow[]>`
      SELECT dress_key, dress_name, pulled, tried_on, verdict, reason FROM appointment_dresses
      WHERE appointment_id = ${row.appointmentId} AND boutique_id = ${row.boutiqueId}
      ORDER BY updated_at, dress_key`,
    loadCurrentInventory(sql, row.boutiqueId),
    sql<{ step: number; subject: string; sentAt: Date }[]>`
      SELECT step, subject, sent_at FROM follow_ups
      WHERE appointment_id = ${row.appointmentId} AND id <> ${row.id} AND status = 'sent' AND sent_at IS NOT NULL
      ORDER BY sent_at`,
  ]);

  const loved = checklist.filter((dress) => dress.verdict === 'loved').map((dress) => entryOf(dress, inventory));
  const tried = checklist
    .filter((dress) => dress.verdict === null && (dress.pulled || dress.triedOn))
    // Tried on first: she wore those, the others were only pulled.
    .sort((a, b) => Number(b.triedOn) - Number(a.triedOn))
    .map((dress) => entryOf(dress, inventory));
  const notForHer = checklist
    .filter((dress) => dress.verdict === 'not_for_her')
    .map((dress) => entryOf(dress, inventory));

  const answers = row.answers ?? {};
  const budget = resolveBudget({ budget: text(answers.budget), customBudget: text(answers.customBudget) });
  const lovedDresses = loved.flatMap((entry) => (entry.dress ? [entry.dress] : []));
  const exclude = new Set([...loved, ...notForHer].flatMap((entry) => (entry.dress ? [entry.dress.id] : [])));
  const withinBudget = budget
    ? rankWithinBudget(inventory, budget, lovedDresses, exclude).map((dress) => ({
        dress,
        label: dressLabel(dress),
        reason: '',
      }))
    : [];
  const name = row.brideName.trim();

  return {
    followUpId: row.id,
    step: row.step,
    steps: row.steps,
    bride: {
      name,
      firstName: name.split(/\s+/)[0] ?? '',
      weddingDate: row.weddingDate,
      budget,
      shoppingParty: readShoppingParty(answers),
      vibes: readVibes(answers),
    },
    boutique: {
      name: row.boutiqueName,
      phone: row.phone,
      address: row.address,
      timeZone: row.timeZone,
      signature: row.signature,
      holdDays: row.holdDays,
      orderLeadWeeks: row.orderLeadWeeks,
    },
    consultantName: row.consultantName ?? '',
    // The consultant who ran the appointment signs: her own sign-off ('' when she set none: her name).
    consultantSignature: row.consultantSignature?.trim() ?? '',
    appointment: {
      id: row.appointmentId,
      startsAt: row.startsAt,
      result: row.result,
      reasons: row.reasons.filter((reason): reason is NoSaleReason => noSaleReasons.includes(reason as NoSaleReason)),
      otherReason: row.otherReason,
      notes: row.outcomeNotes,
    },
    loved,
    tried,
    notForHer,
    withinBudget,
    earlier: earlier.map((sent) => ({ step: sent.step, subject: sent.subject, sentAt: sent.sentAt })),
    now,
    inventory,
  };
}
