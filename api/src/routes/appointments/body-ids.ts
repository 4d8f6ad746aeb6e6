import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import { uuidOrNotFound } from '../../http/uuid-param';

/**
 * The ids a staff request's body or query names, checked at the edge once its schema passed: one
 * that is not a UUID names no one, so it answers 404 with the message a foreign id gets. Left out
 * (undefined, null or empty) they stay as they are: the library decides what that means.
 */
export function checkedBrideId<Id extends string | undefined>(brideId: Id): Id {
  return brideId ? (uuidOrNotFound(brideId, scheduleMessages.brideNotFound) as Id) : brideId;
}

export function checkedConsultantId<Id extends string | null | undefined>(consultantId: Id): Id {
  return consultantId ? (uuidOrNotFound(consultantId, scheduleMessages.consultantNotFound) as Id) : consultantId;
}
