import { Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';

const partyLabel = (size: number) => (size === 0 ? 'coming alone' : `+${size} with her`);

/** The appointment's type, fitting room and party, when it has them (nothing for a boutique without types or rooms). */
export function VisitDetails({ appointment }: { appointment: AppointmentSummary }) {
  const parts = [
    appointment.typeName,
    appointment.roomName ? `Room: ${appointment.roomName}` : null,
    appointment.partySize != null ? partyLabel(appointment.partySize) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="visit-details">
      {parts.join(' · ')}
    </Text>
  );
}
