import { Button, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { walkInNow, walkInSchema } from '@bridal/shared/appointments/schedule';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { SegmentChoice } from '../../../components/ui/segment-choice';
import { TaskDialog, TaskDialogSections } from '../../../components/ui/dialog-frame';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { bookAppointment, bookWalkIn, refreshSchedules, useBrideSearch, useTeam } from '../api/schedule-api';
import { type BookingFailure, bookingFailure } from '../utils/booking-failure';
import { readPartySize } from '../utils/party-size-input';
import { AppointmentTypeSelect } from './appointment-type-select';
import { TimeChoice } from './time-choice';

interface BookAppointmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Book for this bride (the review page, her profile); without it, pick a bride or a walk-in. */
  bride?: { id: string; name: string };
  onBooked?: (appointment: AppointmentSummary) => void;
}

type WalkInFields = { name: string; email: string; phone: string; sendSurveyLink: boolean };
const noWalkIn: WalkInFields = { name: '', email: '', phone: '', sendSurveyLink: true };

/**
 * Whom the booking goes to: an admin picks anyone of the team (herself first), a consultant herself
 * or nobody yet. `chosen` undefined: the signed-in member herself.
 */
function useConsultantChoice(open: boolean) {
  const { session } = useSession();
  const isAdmin = session?.userType === 'admin';
  const team = useTeam(open && isAdmin);
  const members = isAdmin
    ? (team.data ?? [])
        .filter((member) => member.status !== 'pending')
        .map(({ id, name, email }) => ({ id, name, email }))
    : session?.consultantId
      ? [{ id: session.consultantId, name: session.userName, email: session.email }]
      : [];
  const me = members.find((member) => member.email === session?.email)?.id ?? '';
  return { members, me };
}

/** 'Book appointment': a bride from the list (or the one given) or a walk-in, then a free time. */
export function BookAppointmentDialog({ open, onClose, bride, onBooked }: BookAppointmentDialogProps) {
  const [mode, setMode] = useState<'bride' | 'walk-in'>('bride');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [walkIn, setWalkIn] = useState<WalkInFields>(noWalkIn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** An ISO start, or walkInNow (a walk-in is in the shop: her time is 'now' until staff pick another). */
  const [startsAt, setStartsAt] = useState<string | null>(null);
  /** '' unassigned; undefined: the signed-in member herself (until the team has loaded). */
  const [consultant, setConsultant] = useState<string | undefined>(undefined);
  const { members, me } = useConsultantChoice(open);
  const consultantId = consultant ?? me;
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  /** '' the boutique's plain appointment (it has no types). */
  const [typeId, setTypeId] = useState('');
  /** Who comes with her, as typed (for a type: rooms and parties are the type's). */
  const [partySize, setPartySize] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const found = useBrideSearch(open && !bride && mode === 'bride' ? search.trim() : null);
  const target = bride ?? chosen;

  function close() {
    setMode('bride');
    setSearch('');
    setChosen(null);
    setWalkIn(noWalkIn);
    setErrors({});
    setStartsAt(null);
    setConsultant(undefined);
    setFailure(null);
    setTypeId('');
    setPartySize('');
    onClose();
  }

  const walkInMode = mode === 'walk-in' && !bride;
  // 'Now' is a walk-in's only: a bride booking ahead picks a free time.
  const time = walkInMode ? startsAt : startsAt === walkInNow ? null : startsAt;

  function chooseMode(next: 'bride' | 'walk-in') {
    setMode(next);
    if (next === 'walk-in' && startsAt === null) setStartsAt(walkInNow);
  }

  async function submit() {
    if (!time) {
      setErrors({ startsAt: 'Please choose a time.' });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      if (walkInMode) {
        const request = { ...walkIn, startsAt: time, consultantId: consultantId || null };
        const body = await walkInSchema.validate(request, { abortEarly: false }).catch((error) => {
          if (!(error instanceof ValidationError)) throw error;
          setErrors(Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message])));
          return null;
        });
        if (!body) return;
        const answer = await bookWalkIn(request);
        notify(
          'success',
          `${answer.appointment.brideName} is booked.`,
          answer.surveyLinkSent ? 'Her survey link is on its way.' : undefined,
        );
        onBooked?.(answer.appointment);
      } else {
        if (!target) {
          setErrors({ brideId: 'Please choose a bride.' });
          return;
        }
        const party = typeId ? readPartySize(partySize) : { partySize: null };
        if ('error' in party) {
          setErrors({ partySize: party.error });
          return;
        }
        const answer = await bookAppointment({
          brideId: target.id,
          startsAt: time,
          consultantId: consultantId || null,
          appointmentTypeId: typeId || null,
          partySize: party.partySize,
        });
        notify('success', `${answer.appointment.brideName} is booked.`);
        onBooked?.(answer.appointment);
      }
      await refreshSchedules();
      close();
    } catch (error) {
      const refused = bookingFailure(error);
      setFailure(refused);
      if (refused.nextSlots.length > 0) setStartsAt(null);
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof Omit<WalkInFields, 'sendSurveyLink'>, label: string, type = 'text') => (
    <Field.Root invalid={Boolean(errors[name])} required={name === 'name'}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={walkIn[name]}
        onChange={(event) => setWalkIn({ ...walkIn, [name]: event.target.value })}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <TaskDialog open={open} onClose={close} size="lg">
      <TaskDialogSections
        title={bride ? `Book an appointment for ${bride.name}` : 'Book appointment'}
        busy={submitting}
        action={
          <Button colorPalette="brand" onClick={() => void submit()} loading={submitting} loadingText="Booking...">
            Book
          </Button>
        }
      >
        <Stack gap="5">
          {!bride && (
            <SegmentChoice
              label="Who is booked"
              value={mode}
              onChange={chooseMode}
              items={[
                { value: 'bride', label: 'A bride' },
                { value: 'walk-in', label: 'Walk-in' },
              ]}
            />
          )}
          {!bride && mode === 'bride' && (
            <Stack gap="2">
              <Field.Root invalid={Boolean(errors.brideId)}>
                <Field.Label>Search brides by name</Field.Label>
                <Input name="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                <Field.ErrorText>{errors.brideId}</Field.ErrorText>
              </Field.Root>
              <Stack gap="1" role="radiogroup" aria-label="Brides">
                {(found.data?.brides ?? []).slice(0, 8).map(({ bride: option }) => (
                  <Button
                    key={option.id}
                    role="radio"
                    aria-checked={chosen?.id === option.id}
                    variant={chosen?.id === option.id ? 'solid' : 'ghost'}
                    colorPalette="brand"
                    justifyContent="flex-start"
                    onClick={() => setChosen({ id: option.id, name: option.name })}
                  >
                    {option.name}
                  </Button>
                ))}
              </Stack>
            </Stack>
          )}
          {!bride && mode === 'walk-in' && (
            <Stack gap="3">
              {field('name', 'Name')}
              {field('email', 'E-mail', 'email')}
              {field('phone', 'Phone', 'tel')}
              <Field.Root invalid={Boolean(errors.sendSurveyLink)}>
                <HStack gap="2">
                  <chakra.input
                    type="checkbox"
                    id="walk-in-send-survey"
                    checked={walkIn.sendSurveyLink}
                    onChange={(event) => setWalkIn({ ...walkIn, sendSurveyLink: event.target.checked })}
                    accentColor="var(--chakra-colors-brand-600)"
                  />
                  <chakra.label htmlFor="walk-in-send-survey">E-mail her the survey link</chakra.label>
                </HStack>
              </Field.Root>
            </Stack>
          )}
          {members.length > 0 && (
            <Field.Root invalid={Boolean(errors.consultantId)}>
              <Field.Label>Consultant</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="consultantId"
                  value={consultantId}
                  onChange={(event) => setConsultant(event.target.value)}
                >
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.id === me ? `${member.name} (you)` : member.name}
                    </option>
                  ))}
                  <option value="">Unassigned</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.consultantId}</Field.ErrorText>
            </Field.Root>
          )}
          {!walkInMode && (
            <AppointmentTypeSelect
              open={open}
              value={typeId}
              onChange={(next) => {
                setTypeId(next);
                setStartsAt(null);
                setFailure(null);
              }}
              error={errors.appointmentTypeId}
            />
          )}
          {!walkInMode && typeId && (
            <Field.Root invalid={Boolean(errors.partySize)}>
              <Field.Label>How many come with her</Field.Label>
              <Input
                name="partySize"
                inputMode="numeric"
                value={partySize}
                onChange={(event) => setPartySize(event.target.value)}
              />
              <Field.HelperText>Not counting her; leave empty if you do not know.</Field.HelperText>
              <Field.ErrorText>{errors.partySize}</Field.ErrorText>
            </Field.Root>
          )}
          <Stack gap="2">
            <Text fontWeight="semibold">Time</Text>
            <TimeChoice
              value={time}
              onChange={setStartsAt}
              failure={failure}
              error={errors.startsAt}
              offerNow={walkInMode}
              appointmentTypeId={walkInMode ? undefined : typeId || undefined}
            />
          </Stack>
        </Stack>
      </TaskDialogSections>
    </TaskDialog>
  );
}
