import type { AppointmentStatus } from './appointment';

/** What staff, the bride or the system do to an appointment that depends on its status. */
export type AppointmentAction =
  | 'start'
  | 'assign'
  | 'editChecklist'
  | 'markNoShow'
  | 'cancel'
  | 'move'
  | 'recordOutcome'
  | 'remind'
  | 'sendCancellation'
  | 'manageLink';

export interface AppointmentTransition {
  /** The statuses the action is allowed from. */
  from: readonly AppointmentStatus[];
  /** The status the appointment has after it (a move cancels the old one and books a new one). */
  to: AppointmentStatus;
}

/**
 * The one table of allowed appointment status changes: every action on an appointment, in the
 * library and in its SQL, asks it (`mayTransition`, `allowedFrom`). Only a booked appointment is
 * started, assigned, ticked in the checklist, marked a no-show, cancelled, moved, reminded of or
 * managed from her link; an outcome is recorded on a booked one (completing it) and edited on a
 * completed one; a cancellation e-mail goes for a cancelled one only.
 */
export const appointmentTransitions: Record<AppointmentAction, AppointmentTransition> = {
  start: { from: ['booked'], to: 'booked' },
  assign: { from: ['booked'], to: 'booked' },
  editChecklist: { from: ['booked'], to: 'booked' },
  markNoShow: { from: ['booked'], to: 'no_show' },
  cancel: { from: ['booked'], to: 'cancelled' },
  move: { from: ['booked'], to: 'cancelled' },
  recordOutcome: { from: ['booked', 'completed'], to: 'completed' },
  remind: { from: ['booked'], to: 'booked' },
  sendCancellation: { from: ['cancelled'], to: 'cancelled' },
  manageLink: { from: ['booked'], to: 'booked' },
};

/** Whether the action is allowed on an appointment in this status. */
export const mayTransition = (status: AppointmentStatus, action: AppointmentAction): boolean =>
  appointmentTransitions[action].from.includes(status);

/** The statuses the action is allowed from, for a SQL condition: `status = ANY(${sql.array(allowedFrom('cancel'))})`. */
export const allowedFrom = (action: AppointmentAction): AppointmentStatus[] => [...appointmentTransitions[action].from];

/**
 * An appointment holds its place on the schedule (counted against the day's capacity, her one
 * upcoming booking, a consultant's time) while it may still be cancelled.
 */
export const holdsPlace = (status: AppointmentStatus): boolean => mayTransition(status, 'cancel');
