import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { BookingCard } from './booking-frame';

/**
 * Her link before the boutique has opened online booking (its hours not yet confirmed): kind words,
 * how to reach the boutique, and that nothing is lost: her survey is in and this link keeps working.
 */
export function BookingClosed({ view }: { view: BookingLinkView }) {
  const { boutique, bride } = view;
  const phoneHref = boutique.phone ? `tel:${boutique.phone.replace(/[^\d+]/g, '')}` : undefined;
  return (
    <BookingCard>
      <Stack gap="4" data-testid="booking-closed">
        <Heading as="h1" size="2xl" color="brand.fg">
          Online booking is not open yet
        </Heading>
        <Text>
          {bride.firstName ? `Thank you, ${bride.firstName}! ` : 'Thank you! '}
          {`${boutique.name} is still getting ready to take bookings online. Everything you shared is saved, and the boutique will see it.`}
        </Text>
        <Text>To book your visit now, please contact the boutique:</Text>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {phoneHref && (
            <li>
              Call{' '}
              <Link href={phoneHref} color="brand.fg" fontWeight="semibold" textDecoration="underline">
                {boutique.phone}
              </Link>
            </li>
          )}
          {boutique.address && <li>{`Visit ${boutique.address}`}</li>}
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          This link keeps working: come back to it later to choose a time online.
        </Text>
      </Stack>
    </BookingCard>
  );
}
