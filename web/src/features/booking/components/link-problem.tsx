import { Heading, Stack, Text } from '@chakra-ui/react';
import { bookingLinkMessages } from '@bridal/shared/appointments/booking';
import { ApiError } from '../../../lib/api-client';
import { BookingCard } from './booking-frame';

const advice: Record<string, string> = {
  [bookingLinkMessages.used]:
    'Each link works once. If you already booked or changed your appointment, the newest e-mail from your boutique has a fresh link.',
  [bookingLinkMessages.expired]: 'Please use the link in your newest e-mail, or contact your boutique.',
  [bookingLinkMessages.invalid]:
    'Please check that you opened the whole link from your e-mail, or contact your boutique.',
};

/** A link that cannot be used: the server's words (used, expired, not valid) and what to do. */
export function LinkProblem({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError && error.status === 404
      ? (error.serverMessage ?? bookingLinkMessages.invalid)
      : 'We could not open this link. Please check your connection and try again.';
  return (
    <BookingCard>
      <Stack gap="3" textAlign="center">
        <Heading as="h1" size="2xl" color="brand.fg">
          {message}
        </Heading>
        {advice[message] && <Text color="fg.muted">{advice[message]}</Text>}
      </Stack>
    </BookingCard>
  );
}
