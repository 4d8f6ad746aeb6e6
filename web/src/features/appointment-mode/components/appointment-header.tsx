import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { appointmentStatusLabels } from '@bridal/shared/appointments/appointment';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import { formatZonedDay, formatZonedTime } from '../../../lib/format-zoned-time';

/** Her name, the appointment's time in the boutique's zone, and her budget, at a glance. */
export function AppointmentHeader({ detail }: { detail: AppointmentDetail }) {
  const { appointment, bride, timeZone } = detail;
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl" color="brand.900">
        {bride.name}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Text>
          {formatZonedDay(appointment.startsAt, timeZone)}, {formatZonedTime(appointment.startsAt, timeZone)} to{' '}
          {formatZonedTime(appointment.endsAt, timeZone)}
        </Text>
        <Badge colorPalette={appointment.status === 'completed' ? 'green' : 'gray'}>
          {appointmentStatusLabels[appointment.status]}
        </Badge>
      </HStack>
      <Text color="fg.muted">
        Budget: {bride.budget || 'not given'}
        {appointment.consultantName ? ` · with ${appointment.consultantName}` : ''}
      </Text>
    </Stack>
  );
}
