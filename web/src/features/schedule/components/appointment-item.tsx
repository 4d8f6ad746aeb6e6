import { Badge, Box, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type AppointmentSummary, appointmentStatusLabels } from '@bridal/shared/appointments/appointment';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import type { ReactNode } from 'react';
import { formatZonedTime } from '../../../lib/format-zoned-time';
import { ConfirmedBadge } from './confirmed-badge';
import { AppointmentPayments } from './appointment-payments';
import { VisitDetails } from './visit-details';

export interface AppointmentActions {
  onMove: (appointment: AppointmentSummary) => void;
  onCancel: (appointment: AppointmentSummary) => void;
  onNoShow: (appointment: AppointmentSummary) => void;
  /** Marks it confirmed by hand (she called). */
  onConfirm?: (appointment: AppointmentSummary) => void;
  /** Admins: the team to reassign to; absent for consultants. */
  team?: Consultant[];
  onAssign?: (appointment: AppointmentSummary, consultantId: string | null) => void;
  busyId?: string | null;
}

interface AppointmentItemProps extends AppointmentActions {
  appointment: AppointmentSummary;
  timeZone: string;
  /** A link to her profile (the page composes it). */
  profileLink?: ReactNode;
  /** When the list was drawn (ms): a started appointment can be marked a no-show. */
  now: number;
}

/** Her entry's element id, which the calendar's block brings into view. */
export const appointmentItemId = (id: string) => `appointment-${id}`;

const statusPalette = { booked: 'blue', completed: 'green', no_show: 'orange', cancelled: 'gray' } as const;

/** One appointment of the schedule: time, bride, consultant, status, and what staff can do with it. */
export function AppointmentItem({
  appointment,
  timeZone,
  profileLink,
  team,
  busyId,
  now,
  ...actions
}: AppointmentItemProps) {
  const booked = appointment.status === 'booked';
  const started = Date.parse(appointment.startsAt) <= now;
  const busy = busyId === appointment.id;
  return (
    <Box
      as="li"
      id={appointmentItemId(appointment.id)}
      tabIndex={-1}
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="white"
      scrollMarginTop="4"
      _focus={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      <Flex gap="3" wrap="wrap" justify="space-between" align="flex-start">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {formatZonedTime(appointment.startsAt, timeZone)}–{formatZonedTime(appointment.endsAt, timeZone)}
            </Text>
            <Badge colorPalette={statusPalette[appointment.status]}>
              {appointmentStatusLabels[appointment.status]}
            </Badge>
            <ConfirmedBadge appointment={appointment} />
            {appointment.imported && <Badge colorPalette="gray">Imported</Badge>}
            {appointment.outsideHours && <Badge colorPalette="red">Outside hours</Badge>}
            {appointment.brideStatus === 'awaiting_survey' && <Badge colorPalette="gray">Survey not in yet</Badge>}
          </HStack>
          <Text>{profileLink ?? appointment.brideName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {appointment.consultantName ?? 'Unassigned'}
          </Text>
          <VisitDetails appointment={appointment} />
        </Stack>
        {booked && (
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
            {team && actions.onAssign && (
              <NativeSelect.Root size="sm" disabled={busy}>
                <NativeSelect.Field
                  aria-label={`Consultant for ${appointment.brideName}`}
                  value={appointment.consultantId ?? ''}
                  onChange={(event) => actions.onAssign?.(appointment, event.target.value || null)}
                >
                  <option value="">Unassigned</option>
                  {team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => actions.onMove(appointment)} disabled={busy}>
                Move
              </Button>
              <Button size="sm" variant="outline" onClick={() => actions.onCancel(appointment)} disabled={busy}>
                Cancel
              </Button>
              {!appointment.confirmed && actions.onConfirm && (
                <Button size="sm" variant="outline" onClick={() => actions.onConfirm?.(appointment)} disabled={busy}>
                  Mark confirmed
                </Button>
              )}
              {started && (
                <Button size="sm" variant="outline" onClick={() => actions.onNoShow(appointment)} disabled={busy}>
                  No-show
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </Flex>
      {appointment.paymentHold && <AppointmentPayments appointment={appointment} />}
    </Box>
  );
}
