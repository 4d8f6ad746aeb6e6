import type { Queryable } from '../db/queryable';

/**
 * Inside a move's transaction: her card on file or deposit (appointment_payment_holds, the
 * payments feature's table) and its ledger go with her to the appointment that replaces the old
 * one, so the no-show fee, a refund or applying the deposit act on the appointment she has now.
 * Answers whether her card or deposit is still awaited: then she was never told she was booked,
 * and is told once it is saved, at the new time (applyHoldResult reads the hold's appointment).
 */
export async function carryPaymentHold(
  tx: Queryable,
  move: { boutiqueId: number; fromAppointmentId: string; toAppointmentId: string },
): Promise<{ awaited: boolean }> {
  const { boutiqueId, fromAppointmentId: from, toAppointmentId: to } = move;
  const [hold] = await tx<{ status: 'pending' | 'held' | 'released' }[]>`
    UPDATE appointment_payment_holds SET appointment_id = ${to}
    WHERE appointment_id = ${from} AND boutique_id = ${boutiqueId}
    RETURNING status`;
  if (!hold) return { awaited: false };
  await tx`UPDATE payment_ledger SET appointment_id = ${to} WHERE appointment_id = ${from} AND boutique_id = ${boutiqueId}`;
  await tx`
    UPDATE appointments SET payment_hold = previous.payment_hold
    FROM appointments previous
    WHERE appointments.id = ${to} AND previous.id = ${from} AND previous.boutique_id = ${boutiqueId}`;
  return { awaited: hold.status !== 'held' };
}
