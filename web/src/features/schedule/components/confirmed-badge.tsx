import { Badge } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { confirmedViaLabels } from '@bridal/shared/appointments/sms';

/** 'Confirmed by text' (or by staff, by e-mail) on a booked appointment she confirmed; nothing otherwise. */
export function ConfirmedBadge({ appointment }: { appointment: AppointmentSummary }) {
  if (!appointment.confirmed || appointment.status !== 'booked') return null;
  return (
    <Badge colorPalette="green" data-testid="confirmed-badge">
      Confirmed {confirmedViaLabels[appointment.confirmed.via]}
    </Badge>
  );
}
