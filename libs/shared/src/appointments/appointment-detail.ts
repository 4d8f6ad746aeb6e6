import * as yup from 'yup';
import type { AppointmentSummary, DressVerdict } from './appointment';

const dressVerdicts: readonly DressVerdict[] = ['loved', 'not_for_her'];
import type { Outcome, OutcomeChange } from './outcome';
import { messages } from '../validation/messages';
import { optionalText, requiredText } from '../validation/text-fields';

/** One dress of the fitting-room checklist: a pick of her plan, or a dress added in the room. */
export interface ChecklistDress {
  /** Her plan's pick's dressId, or for an added dress a key made from its name. */
  dressKey: string;
  dressName: string;
  /** The inventory dress, when the dress is one (a plan pick or a dress added from the inventory). */
  dressId: string | null;
  price: number | null;
  source: 'plan' | 'added';
  pulled: boolean;
  triedOn: boolean;
  verdict: DressVerdict | null;
  reason: string;
}

/** One save of a checklist dress, as the appointment's history shows it (newest first). */
export interface ChecklistChange {
  changedAt: string;
  changedByName: string;
  dress: Pick<ChecklistDress, 'dressKey' | 'dressName' | 'pulled' | 'triedOn' | 'verdict' | 'reason'>;
}

/** GET /api/appointments/{id}: the appointment mode's whole page. */
export interface AppointmentDetail {
  appointment: AppointmentSummary;
  timeZone: string;
  bride: { id: string; name: string; budget: string; status: AppointmentSummary['brideStatus'] };
  checklist: ChecklistDress[];
  outcome: Outcome | null;
  history: OutcomeChange[];
  checklistHistory: ChecklistChange[];
  canEditOutcome: boolean;
  /** Her consultant (or anyone, while unassigned) or an admin, while the appointment is booked. */
  canEditChecklist: boolean;
}

export const checklistLimits = { dressKey: 120, dressName: 200, reason: 200 } as const;

export const checklistMessages = {
  dressKey: 'This dress key must be 1 to 120 characters.',
  dressName: 'Give the dress a name.',
  dressNameLength: messages.keepUnder('dress name', checklistLimits.dressName),
  verdict: "Pick 'loved', 'not for her' or nothing.",
  reason: 'Say why it was not for her.',
  reasonLength: messages.keepUnder('reason', checklistLimits.reason),
  flag: 'This field must be true or false.',
  closed: 'This appointment was cancelled or marked no-show: its checklist is closed.',
  completed: 'This appointment is completed: its checklist is closed.',
} as const;

/** The dress key of a path: a plan pick's dressId, or the client's key for an added dress. */
export const isDressKey = (key: string) => key.trim().length > 0 && key.length <= checklistLimits.dressKey;

/** A key for a dress added in the room by its typed name: "Lila by Maggie" -> "added:lila-by-maggie". */
export const dressKeyOfName = (name: string) =>
  `added:${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)}`;

/** PUT /api/appointments/{id}/dresses/{dressKey}: one dress of the checklist, saved as she goes. */
export const checklistDressSchema = yup.object({
  dressName: requiredText(checklistMessages.dressName, checklistLimits.dressName, checklistMessages.dressNameLength),
  pulled: yup.boolean().strict().typeError(checklistMessages.flag).default(false),
  triedOn: yup.boolean().strict().typeError(checklistMessages.flag).default(false),
  verdict: yup
    .mixed<DressVerdict>()
    .nullable()
    .default(null)
    .oneOf([...dressVerdicts, null], checklistMessages.verdict),
  reason: optionalText(checklistLimits.reason, checklistMessages.reasonLength).when('verdict', ([verdict], schema) =>
    verdict === 'not_for_her' ? schema.required(checklistMessages.reason) : schema,
  ),
});
export type ChecklistDressRequest = yup.InferType<typeof checklistDressSchema>;
