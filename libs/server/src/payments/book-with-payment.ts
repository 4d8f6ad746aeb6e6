import type { BookingLinkView, BookingRequest, BookingResult } from '@bridal/shared/appointments/booking';
import { openAppointmentLink } from '../appointments/links/open-appointment-link';
import { readBookingLink } from '../appointments/links/read-booking-link';
import { bookWithLink } from '../appointments/links/use-booking-link';
import { type AppointmentWriteDeps, brideMailAllowed } from '../appointments/notify/notify-bride';
import { openHoldSession, planPaymentHold, readBookingPaymentTerms, recordPaymentHold } from './booking-hold';
import type { PaymentsConfig } from './payment-settings';
import { releaseHoldNow } from './release-lapsed-holds';

/** Her booking link's view, with the boutique's payment terms when it takes cards or deposits. */
export async function readBookingLinkWithPayment(options: {
  sql: AppointmentWriteDeps['sql'];
  token: string;
  /** The type she picked (`?type=`), or null for the link's default. */
  typeId?: string | null;
  payments: PaymentsConfig;
}): Promise<BookingLinkView> {
  const view = await readBookingLink(options);
  if (view.purpose !== 'book') return view;
  const link = await openAppointmentLink({ sql: options.sql, token: options.token });
  const payment = await readBookingPaymentTerms(options.sql, options.payments, link.boutiqueId);
  return payment ? { ...view, payment } : view;
}

/**
 * A 'book' link, and when her type asks for a card or a deposit the boutique can take: her
 * agreement to its policy checked first, the hold written in her booking's transaction, then the
 * provider's hosted page opened for her. The page cannot be opened: her time is released at once.
 * She is told she is booked only once her card or deposit is saved (applyHoldResult); whether that
 * e-mail may go is asked of the outside-mail guard now, as for any booking by her link.
 * Without payments, exactly bookWithLink.
 */
export async function bookWithPayment(
  deps: AppointmentWriteDeps,
  { token, request, payments }: { token: string; request: BookingRequest; payments: PaymentsConfig },
): Promise<BookingResult> {
  const link = await openAppointmentLink({ sql: deps.sql, token, purpose: 'book' });
  const plan = await planPaymentHold(deps.sql, payments, link.boutiqueId, request);
  if (!plan) return bookWithLink(deps, { token, request });
  let hold: { holdId: string; returnToken: string; appointmentId: string } | undefined;
  const result = await bookWithLink(deps, {
    token,
    request,
    notifyLater: true,
    inTransaction: async (tx, booked) => {
      const recorded = await recordPaymentHold(tx, {
        boutiqueId: link.boutiqueId,
        appointmentId: booked.id,
        plan,
        holdMinutes: payments.holdMinutes,
        now: new Date(),
      });
      hold = { ...recorded, appointmentId: booked.id };
    },
  });
  const held = hold!;
  const mail = await brideMailAllowed(
    deps,
    { boutiqueId: link.boutiqueId },
    { appointmentId: held.appointmentId, to: request.email },
  );
  if (!mail) {
    await deps.sql`UPDATE appointment_payment_holds SET mail_bride = false WHERE id = ${held.holdId}`;
  }
  try {
    const payment = await openHoldSession(deps.sql, payments, {
      boutiqueId: link.boutiqueId,
      ...held,
      plan,
      email: request.email,
      boutiqueName: result.boutique.name,
    });
    return { ...result, payment };
  } catch (error) {
    await releaseHoldNow(deps, { id: held.holdId, boutiqueId: link.boutiqueId, appointmentId: held.appointmentId });
    throw error;
  }
}
