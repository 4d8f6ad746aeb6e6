import {
  type FollowUp,
  followUpStatusLabels,
  followUpStopLabels,
  type FollowUpSettings,
} from '@bridal/shared/follow-ups/follow-up';
import { formatZonedDay, formatZonedDayAndTime, formatZonedTime } from '../../../lib/format-zoned-time';

/** 'Follow-up 1' or 'Follow-up 2': the step as the consultant reads it. */
export const stepLabel = (step: number) => `Follow-up ${step}`;

/**
 * The line under a follow-up that says where it stands, in the boutique's time zone: when a
 * scheduled step is drafted, when a queued one goes out, who sent, skipped or stopped it and when.
 */
export function describeFollowUp(followUp: FollowUp, timeZone: string): string {
  const day = (value: string | null) => (value ? formatZonedDay(value, timeZone) : '');
  const dayAndTime = (value: string | null) => (value ? formatZonedDayAndTime(value, timeZone) : '');
  switch (followUp.status) {
    case 'scheduled':
      return `Drafted on ${day(followUp.dueAt)}`;
    case 'drafted':
      return `Due ${day(followUp.dueAt)}`;
    case 'queued': {
      const sendAt = followUp.sendAt ?? followUp.queuedAt;
      // Held by the quiet hours: say when, on the boutique's clock, and why.
      if (sendAt && followUp.queuedAt && Date.parse(sendAt) > Date.parse(followUp.queuedAt))
        return `Queued: it goes out at ${formatZonedTime(sendAt, timeZone)} on ${formatZonedDay(sendAt, timeZone)} (${timeZone} time), after the quiet hours`;
      return `Goes out ${dayAndTime(sendAt)}`;
    }
    case 'sent': {
      const when = dayAndTime(followUp.sentAt);
      if (followUp.automatic || !followUp.queuedByName) return `Sent automatically · ${when}`;
      return `Sent by ${followUp.queuedByName} · ${when}`;
    }
    case 'skipped':
      return [`Skipped${followUp.skippedByName ? ` by ${followUp.skippedByName}` : ''}`, dayAndTime(followUp.skippedAt)]
        .filter(Boolean)
        .join(' · ');
    case 'stopped':
      return [
        followUp.stoppedReason ? followUpStopLabels[followUp.stoppedReason] : followUpStatusLabels.stopped,
        dayAndTime(followUp.stoppedAt),
      ]
        .filter(Boolean)
        .join(' · ');
  }
}

/** The settings form's values: the days as two inputs (the second may stay empty). */
export interface FollowUpSettingsFormValues extends Omit<FollowUpSettings, 'days' | 'holdDays' | 'orderLeadWeeks'> {
  firstDay: string;
  secondDay: string;
  holdDays: string;
  orderLeadWeeks: string;
}

export function toSettingsFormValues(settings: FollowUpSettings): FollowUpSettingsFormValues {
  const [first, second] = settings.days;
  return {
    firstDay: first === undefined ? '' : String(first),
    secondDay: second === undefined ? '' : String(second),
    quietFrom: settings.quietFrom,
    quietTo: settings.quietTo,
    signature: settings.signature,
    autoSend: settings.autoSend,
    holdDays: String(settings.holdDays),
    orderLeadWeeks: String(settings.orderLeadWeeks),
  };
}

// Formik hands a number input's value back as a number (or '' when empty), whatever the initial string.
const textOf = (value: string | number | null | undefined) =>
  (value === null || value === undefined ? '' : String(value)).trim();
const asNumber = (value: string | number) => (textOf(value) === '' ? Number.NaN : Number(value));

/** The request the shared schema checks: an empty second day means one follow-up only. */
export function toSettingsRequest(values: FollowUpSettingsFormValues) {
  const days = [values.firstDay, values.secondDay].filter((day, index) => index === 0 || textOf(day) !== '');
  return {
    days: days.map(asNumber),
    quietFrom: values.quietFrom,
    quietTo: values.quietTo,
    signature: values.signature,
    autoSend: values.autoSend,
    holdDays: asNumber(values.holdDays),
    orderLeadWeeks: asNumber(values.orderLeadWeeks),
  };
}

const formFieldOf: Record<string, keyof FollowUpSettingsFormValues> = {
  days: 'firstDay',
  'days[0]': 'firstDay',
  'days[1]': 'secondDay',
};

/** The schema's (or the API's 400 `fields`) paths on the form's fields: days[1] is the second input. */
export function settingsFormErrors(
  fields: Record<string, string>,
): Partial<Record<keyof FollowUpSettingsFormValues, string>> {
  const errors: Partial<Record<keyof FollowUpSettingsFormValues, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf[path] ?? (path as keyof FollowUpSettingsFormValues);
    errors[field] ??= message;
  }
  return errors;
}
