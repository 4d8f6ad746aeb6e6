import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { type AppointmentSummary, appointmentStatusLabels } from '@bridal/shared/appointments/appointment';
import { formatZonedTime } from '../../../lib/format-zoned-time';
import { type CalendarDay, hoursShown } from '../utils/calendar-layout';
import { formatDate } from '../utils/schedule-range';

interface ScheduleCalendarProps {
  days: CalendarDay[];
  timeZone: string;
  /** The boutique's today, marked on its column. */
  today: string | null;
  /** A block chosen: the page brings her entry in the list, with its actions, into view. */
  onChoose: (appointment: AppointmentSummary) => void;
}

const hourHeight = 48;
const statusColors = {
  booked: { bg: 'blue.50', border: 'blue.500' },
  completed: { bg: 'green.50', border: 'green.600' },
  no_show: { bg: 'orange.50', border: 'orange.500' },
  cancelled: { bg: 'gray.100', border: 'gray.400' },
} as const;

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;

/**
 * The day or week as a calendar: a column per boutique date, a row per hour of its clock, each
 * appointment a block at its time (side by side when they overlap). The actions stay on the list
 * under it; a block takes the keyboard or the pointer there.
 */
export function ScheduleCalendar({ days, timeZone, today, onChoose }: ScheduleCalendarProps) {
  const { first, last } = hoursShown(days);
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const height = (last - first) * hourHeight;
  const top = (minute: number) => ((minute - first * 60) / 60) * hourHeight;
  const week = days.length > 1;

  return (
    <Box
      role="group"
      aria-label={week ? 'Week calendar' : 'Day calendar'}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      tabIndex={week ? 0 : undefined}
    >
      <Grid
        templateColumns={`3.5rem repeat(${days.length}, minmax(${week ? '6.5rem' : '0'}, 1fr))`}
        minW={week ? '48rem' : undefined}
      >
        <Box borderBottomWidth="1px" />
        {days.map((day) => (
          <Text
            key={day.date}
            aria-hidden="true"
            textAlign="center"
            fontSize="sm"
            fontWeight={day.date === today ? 'bold' : 'medium'}
            color={day.date === today ? 'brand.700' : 'fg'}
            py="2"
            borderBottomWidth="1px"
            borderStartWidth="1px"
          >
            {formatDate(day.date)}
          </Text>
        ))}

        <Box position="relative" h={`${height}px`} aria-hidden="true">
          {hours.map((hour) => (
            <Text
              key={hour}
              position="absolute"
              top={`${top(hour * 60)}px`}
              insetEnd="2"
              fontSize="xs"
              color="fg.muted"
              transform={hour === first ? undefined : 'translateY(-50%)'}
            >
              {hourLabel(hour)}
            </Text>
          ))}
        </Box>
        {days.map((day) => (
          <Box
            key={day.date}
            as="ul"
            aria-label={`${formatDate(day.date)}${day.date === today ? ' (today)' : ''}`}
            position="relative"
            h={`${height}px`}
            m="0"
            ps="0"
            borderStartWidth="1px"
            bg={day.date === today ? 'brand.50' : undefined}
            backgroundImage={`repeating-linear-gradient(to bottom, transparent 0, transparent ${hourHeight - 1}px, var(--chakra-colors-gray-200) ${hourHeight - 1}px, var(--chakra-colors-gray-200) ${hourHeight}px)`}
          >
            {day.appointments.map(({ appointment, startMinute, endMinute, lane, lanes }) => {
              const colors = statusColors[appointment.status];
              const time = `${formatZonedTime(appointment.startsAt, timeZone)}–${formatZonedTime(appointment.endsAt, timeZone)}`;
              return (
                <Box
                  key={appointment.id}
                  as="li"
                  listStyleType="none"
                  position="absolute"
                  top={`${top(startMinute)}px`}
                  h={`${Math.max(top(endMinute) - top(startMinute), 22)}px`}
                  left={`calc(${(lane / lanes) * 100}% + 2px)`}
                  w={`calc(${100 / lanes}% - 4px)`}
                  data-starts={startMinute}
                >
                  <chakra.button
                    type="button"
                    data-appointment-id={appointment.id}
                    onClick={() => onChoose(appointment)}
                    aria-label={`${time}, ${appointment.brideName}, ${appointment.consultantName ?? 'Unassigned'}, ${appointmentStatusLabels[appointment.status]}`}
                    w="full"
                    h="full"
                    overflow="hidden"
                    textAlign="start"
                    fontSize="xs"
                    lineHeight="short"
                    px="1.5"
                    py="1"
                    borderRadius="sm"
                    borderStartWidth="3px"
                    borderColor={colors.border}
                    bg={colors.bg}
                    color="gray.800"
                    textDecoration={appointment.status === 'cancelled' ? 'line-through' : undefined}
                    cursor="pointer"
                    _hover={{ filter: 'brightness(0.96)' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
                  >
                    <Text as="span" display="block" fontWeight="semibold" truncate>
                      {formatZonedTime(appointment.startsAt, timeZone)}
                    </Text>
                    <Text as="span" display="block" truncate>
                      {appointment.brideName}
                    </Text>
                  </chakra.button>
                </Box>
              );
            })}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
