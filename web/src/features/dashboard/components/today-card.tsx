import { Badge, Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { appointmentStatusLabels } from '@bridal/shared/appointments/appointment';
import type { DashboardDay } from '@bridal/shared/dashboard/dashboard';
import { type Area, type BoutiqueRef, paths } from '@bridal/shared/web/page-paths';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { formatZonedTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { startAppointment } from '../api/start-appointment';
import { brideBadge } from '@bridal/shared/dashboard/dashboard';
import { ReadyBadge } from './ready-badge';

interface TodayCardProps {
  day: DashboardDay;
  /** 'Today' for a consultant, "The team's day" for an admin. */
  title: string;
  /** The admin's card names each appointment's consultant. */
  showConsultant?: boolean;
  /** Whose dashboard it is on: its links stay in that area. */
  area: Area;
  boutiqueId: BoutiqueRef;
  /** The demo shows the day but starts nothing, and has no schedule to open. */
  readOnly?: boolean;
}

/** Today's appointments in time order: each bride's Ready badge, 'Start' (appointment mode) and 'Profile'. */
export function TodayCard({ day, title, showConsultant = false, area, boutiqueId, readOnly = false }: TodayCardProps) {
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  async function start(appointment: AppointmentSummary) {
    setStartingId(appointment.id);
    try {
      await startAppointment(appointment.id);
      navigate(paths.appointmentMode(area, boutiqueId, appointment.brideId, appointment.id));
    } catch (error) {
      notify('error', serverMessage(error) ?? 'The consultation could not be started. Please try again.');
      setStartingId(null);
    }
  }

  return (
    <SectionCard
      title={title}
      action={
        !readOnly && (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.schedule(area, boutiqueId)}>Open schedule</RouterLink>
          </Link>
        )
      }
    >
      {day.appointments.length === 0 ? (
        <Text color="fg.muted">No appointments today.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" m="0">
          {day.appointments.map((appointment) => (
            <Box key={appointment.id} as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
              <Flex gap="3" wrap="wrap" justify="space-between" align="center">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{formatZonedTime(appointment.startsAt, day.timeZone)}</Text>
                    <Text>{appointment.brideName}</Text>
                    <ReadyBadge
                      badge={brideBadge({ status: appointment.brideStatus }, appointment.brideStatus === 'ready')}
                    />
                    {appointment.status !== 'booked' && (
                      <Badge colorPalette="gray">{appointmentStatusLabels[appointment.status]}</Badge>
                    )}
                  </HStack>
                  {showConsultant && (
                    <Text fontSize="sm" color="fg.muted">
                      {appointment.consultantName ?? 'Unassigned'}
                    </Text>
                  )}
                </Stack>
                <HStack gap="2">
                  {appointment.status === 'booked' && !readOnly && (
                    <Button
                      size="sm"
                      colorPalette="brand"
                      onClick={() => void start(appointment)}
                      loading={startingId === appointment.id}
                      loadingText="Starting..."
                      aria-label={`Start ${appointment.brideName}'s consultation`}
                    >
                      Start
                    </Button>
                  )}
                  <Button asChild size="sm" variant="outline" colorPalette="brand">
                    <RouterLink
                      to={paths.brideProfile(area, boutiqueId, appointment.brideId)}
                      aria-label={`${appointment.brideName}'s profile`}
                    >
                      Profile
                    </RouterLink>
                  </Button>
                </HStack>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
