import { namesDress } from '@bridal/shared/dresses/dress-label';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import { outcomeLimits, outcomeMessages, type OutcomeRequest, toCents } from '@bridal/shared/appointments/outcome';
import { DateTime } from 'luxon';
import type { StoredRole } from '../../auth/role-mapping';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { syncFollowUpPlan } from '../../follow-up-plan/sync-follow-up-plan';
import { hasStarted, loadAppointment } from '../session/load-appointment';
import { readAppointmentDetail } from '../session/read-appointment-detail';
import { requireMayActOn, staffActorOf } from '../staff/staff-access';
import { readChecklist, readPlanPicks } from '../session/read-checklist';
import { canEditOutcome, readOutcome } from './read-outcome';
import { requireTransition } from '../../db/appointment-status';
import { recordWebhookEvent } from '../../webhooks/record-webhook-event';

export interface RecordOutcomeOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  user: { userId: string; name: string; role: StoredRole };
  /** Her outcome as validated at the edge (outcomeSchema). */
  input: OutcomeRequest;
  /** How long a follow-up day lasts (FOLLOW_UP_DAY_SECONDS); a real day unless a test shortens it. */
  followUpDayMs?: number;
  now?: Date;
}

const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { fields: { [field]: message } });

/**
 * 'End appointment': the first save completes the appointment with its outcome; later saves edit
 * it (her consultant or its recorder for 7 days, admins always). Every save keeps a history row.
 */
export async function recordOutcome(options: RecordOutcomeOptions): Promise<AppointmentDetail> {
  const { sql, boutiqueId, appointmentId, user } = options;
  const now = options.now ?? new Date();
  const { input } = options;
  const saidYes = input.result === 'said_yes';

  await sql.begin(async (tx) => {
    const { summary, timeZone } = await loadAppointment(tx, boutiqueId, appointmentId, { lock: true });
    // Another boutique's dress (or one no longer stocked) is not found, whatever state the appointment is in.
    const [dress] =
      saidYes && input.dressId
        ? await tx<{ id: string; name: string; styleNumber: string }[]>`
            SELECT d.id, d.name, d.style_number FROM dresses d
            JOIN inventories i ON i.id = d.inventory_id AND i.is_current
            WHERE d.id = ${input.dressId} AND d.boutique_id = ${boutiqueId}`
        : [];
    if (saidYes && input.dressId && !dress) throw new AppError('NOT_FOUND', outcomeMessages.dressNotFound);
    requireTransition(summary.status, 'recordOutcome', outcomeMessages.notOpen);
    if (!hasStarted(summary, now)) throw new AppError('CONFLICT', outcomeMessages.notStarted);
    const existing = await readOutcome(tx, appointmentId);
    if (!existing) requireMayActOn(staffActorOf(user), summary.consultantId);
    if (existing && !canEditOutcome(existing, summary, user, now)) {
      throw new AppError('FORBIDDEN', outcomeMessages.cannotEdit);
    }

    if (input.followUpOn && !saidYes) {
      const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
      const followUp = DateTime.fromISO(input.followUpOn, { zone: timeZone });
      if (followUp < today) throw fieldError('followUpOn', outcomeMessages.followUpPast);
      if (followUp > today.plus({ days: outcomeLimits.followUpDays })) {
        throw fieldError('followUpOn', outcomeMessages.followUpFar);
      }
    }

    let dressId: string | null = null;
    let dressName = '';
    let onPullList = false;
    if (saidYes) {
      dressName = input.dressName;
      if (dress) {
        dressId = dress.id;
        dressName ||= dress.name || dress.styleNumber;
      }
      const [picks, checklist] = await Promise.all([
        readPlanPicks(tx, summary.brideId),
        readChecklist(tx, appointmentId, summary.brideId),
      ]);
      const pulled = checklist.filter((entry) => entry.pulled);
      onPullList =
        (dressId !== null &&
          (picks.some((pick) => pick.dressId === dressId) || pulled.some((entry) => entry.dressId === dressId))) ||
        picks.some((pick) => namesDress(pick.label, dressName)) ||
        pulled.some((entry) => namesDress(entry.dressName, dressName));
    }

    const values = {
      result: input.result,
      dressId,
      dressName,
      onPullList,
      cents: saidYes && input.amount != null ? toCents(input.amount) : null,
      reasons: saidYes ? [] : input.reasons,
      otherReason: !saidYes && input.reasons.includes('other') ? input.otherReason : '',
      followUpOn: saidYes ? null : input.followUpOn,
      notes: input.notes,
    };
    if (existing) {
      await tx`
        UPDATE appointment_outcomes
        SET result = ${values.result}, dress_id = ${values.dressId}, dress_name = ${values.dressName},
            dress_on_pull_list = ${values.onPullList}, sale_amount_cents = ${values.cents}, reasons = ${values.reasons},
            other_reason = ${values.otherReason}, follow_up_on = ${values.followUpOn}, notes = ${values.notes},
            updated_by = ${user.userId}, updated_at = ${now}
        WHERE appointment_id = ${appointmentId}`;
    } else {
      await tx`
        INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, dress_id, dress_name,
          dress_on_pull_list, sale_amount_cents, reasons, other_reason, follow_up_on, notes, recorded_by, recorded_at,
          updated_by, updated_at)
        VALUES (${appointmentId}, ${boutiqueId}, ${summary.brideId}, ${summary.consultantId ?? user.userId},
          ${values.result}, ${values.dressId}, ${values.dressName}, ${values.onPullList}, ${values.cents},
          ${values.reasons}, ${values.otherReason}, ${values.followUpOn}, ${values.notes}, ${user.userId}, ${now},
          ${user.userId}, ${now})`;
      await tx`
        UPDATE appointments SET status = 'completed', ended_at = ${now}, started_at = coalesce(started_at, starts_at),
               updated_at = now()
        WHERE id = ${appointmentId}`;
    }
    const saved = await readOutcome(tx, appointmentId);
    await tx`
      INSERT INTO appointment_outcome_changes (appointment_id, boutique_id, changed_by, changed_by_name, changed_at, outcome)
      VALUES (${appointmentId}, ${boutiqueId}, ${user.userId}, ${user.name}, ${now}, ${tx.json(saved!.outcome as never)})`;
    await recordWebhookEvent(tx, {
      boutiqueId,
      type: 'outcome.recorded',
      data: {
        appointmentId,
        brideId: summary.brideId,
        consultantId: summary.consultantId ?? user.userId,
        result: values.result,
        saleAmountCents: values.cents,
        recordedAt: now.toISOString(),
        edited: existing !== undefined,
      },
      now,
    });
  });
  // Her follow-up plan follows the saved outcome: planned for 'not yet' and 'no sale', stopped for 'said yes'.
  await syncFollowUpPlan({ sql, appointmentId, dayMs: options.followUpDayMs, now });
  await markDashboardChanged(options.changes, boutiqueId);
  return readAppointmentDetail({ sql, boutiqueId, appointmentId, user, now });
}
