import type { Queryable } from './queryable';

/**
 * "A sale", written once for every query that counts one (the closing report, sales against
 * budget, follow-ups' win-backs, the follow-up plan, sold top-sellers): an outcome 'said yes'. An
 * outcome is only recorded on an appointment that took place (recording it completes it).
 * `outcome` is the alias of appointment_outcomes in the query.
 */
export function isSale(sql: Queryable, outcome = 'o') {
  return sql`${sql(outcome)}.result = 'said_yes'`;
}

/**
 * Whose visit and whose sale, decided once for every table, CSV and coaching figure: the person who
 * ran the appointment. That is the consultant on the outcome (recorded as the appointment's
 * consultant, or as the staff member who recorded it when nobody was assigned), and the
 * appointment's consultant while no outcome is recorded (a no-show). So a visit and its outcome
 * always belong to the same person. `outcome` may be a LEFT JOIN's alias.
 */
export function ranBy(sql: Queryable, appointment = 'a', outcome = 'o') {
  return sql`coalesce(${sql(outcome)}.consultant_id, ${sql(appointment)}.consultant_id)`;
}
