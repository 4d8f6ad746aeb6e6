import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import type { WaitlistJoined } from '@bridal/shared/waitlist/waitlist';
import { Formik } from 'formik';
import { useState } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formatZonedDay } from '../../../lib/format-zoned-time';
import { describeBookingError } from '../utils/booking-errors';
import { BookingCard } from './booking-frame';
import { joinWaitlist } from '../api/waitlist-api';

interface JoinValues {
  date: string;
  email: string;
  partySize: string;
}

const initialValues: JoinValues = { date: '', email: '', partySize: '' };

/**
 * Under the booking form: a bride whose day is full (no time left on it) joins its waitlist; a
 * freed time is e-mailed to her, held for her a while, in her turn.
 */
export function WaitlistJoin({ token, view }: { token: string; view: BookingLinkView }) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const firstDay = view.slots[0]?.date;
  const lastDay = view.slots.at(-1)?.date;
  // She waits for the type her booking form shows (its times are the ones that were full).
  const type = view.appointmentTypes.find((bookable) => bookable.id === view.appointmentTypeId);

  async function submit(values: JoinValues) {
    setFailure(undefined);
    try {
      setJoined(
        await joinWaitlist(token, {
          date: values.date,
          email: values.email,
          appointmentTypeId: type?.id ?? null,
          partySize: values.partySize.trim() === '' ? null : Number(values.partySize),
        }),
      );
    } catch (error) {
      setFailure(describeBookingError(error));
    }
  }

  if (joined) {
    const day = formatZonedDay(`${joined.date}T12:00:00Z`, 'UTC');
    return (
      <BookingCard>
        <Stack gap="2" role="status">
          <Heading as="h2" size="lg" color="brand.fg">
            You&apos;re on the waitlist
          </Heading>
          <Text>
            We will e-mail you if a time frees up on {day}
            {joined.ahead > 0 ? ` (${joined.ahead} ahead of you).` : '.'}
          </Text>
        </Stack>
      </BookingCard>
    );
  }

  return (
    <BookingCard>
      <Stack gap="4">
        <Heading as="h2" size="lg" color="brand.fg">
          Is your day full?
        </Heading>
        {!open ? (
          <Stack gap="3" align="start">
            <Text color="fg.muted">
              Join its waitlist{type && view.appointmentTypes.length > 1 ? ` for a ${type.name}` : ''}: if a time frees
              up, we e-mail you and hold it for you.
            </Text>
            <Button variant="outline" onClick={() => setOpen(true)}>
              Join a waitlist
            </Button>
          </Stack>
        ) : (
          <Formik initialValues={initialValues} onSubmit={submit}>
            <FocusingForm method="post" aria-label="Join a waitlist">
              <Stack gap="4">
                <TextField
                  name="date"
                  label="The day you would like"
                  type="date"
                  min={firstDay}
                  max={lastDay}
                  required
                />
                <TextField name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" required />
                <TextField
                  name="partySize"
                  label="How many come with you (optional)"
                  inputMode="numeric"
                  helperText={type ? `Not counting you; at most ${type.maxParty}.` : 'Not counting you.'}
                />
                {failure && (
                  <Text role="alert" color="red.700">
                    {failure}
                  </Text>
                )}
                <SubmitButton submittingLabel="Joining...">Join the waitlist</SubmitButton>
              </Stack>
            </FocusingForm>
          </Formik>
        )}
      </Stack>
    </BookingCard>
  );
}
