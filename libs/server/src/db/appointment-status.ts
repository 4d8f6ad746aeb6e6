import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import { type AppointmentAction, allowedFrom, mayTransition } from '@bridal/shared/appointments/transitions';
import type { Queryable } from './queryable';
import { AppError } from '../errors/app-error';

/**
 * The SQL condition "this appointment's status allows the action", built from the transitions
 * table: `WHERE ... AND ${statusAllows(tx, 'cancel')}`; `alias` names the appointments row.
 */
export const statusAllows = (sql: Queryable, action: AppointmentAction, alias?: string) =>
  sql`${alias ? sql(`${alias}.status`) : sql('status')} = ANY(${sql.array(allowedFrom(action))}::text[])`;

/** The SQL condition "this appointment holds its place on the schedule" (see `holdsPlace`). */
export const holdsPlaceSql = (sql: Queryable, alias?: string) => statusAllows(sql, 'cancel', alias);

/** 409 with the action's message unless the transitions table allows the action from this status. */
export function requireTransition(status: AppointmentStatus, action: AppointmentAction, message: string): void {
  if (!mayTransition(status, action)) throw new AppError('CONFLICT', message);
}
