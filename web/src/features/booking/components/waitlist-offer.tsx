import { Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { BookingResult } from '@bridal/shared/appointments/booking';
import type { WaitlistOfferView } from '@bridal/shared/waitlist/waitlist';
import { useState } from 'react';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { describeBookingError } from '../utils/booking-errors';
import { describeTimeZone } from '../utils/slot-days';
import { nativeCheckboxStyle } from '../../../components/form/native-checkbox';
import { BookingCard } from './booking-frame';
import { goToPayment, PaymentTermsBox, policyAgreementLabel, policyAgreementMessage } from './policy-agreement';
import { acceptWaitlistOffer } from '../api/waitlist-api';

const closed = {
  accepted: 'This offer has already been taken.',
  lapsed: 'This offer has expired and went to the next bride on the waitlist.',
  withdrawn: 'This offer is no longer available.',
} as const;

/** The time a waitlist offer holds for her, until when, and the one button that takes it. */
export function WaitlistOffer({
  token,
  offer,
  onAccepted,
}: {
  token: string;
  offer: WaitlistOfferView;
  onAccepted: (result: BookingResult) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [agreed, setAgreed] = useState(false);
  const zone = offer.boutique.timeZone;

  async function accept() {
    if (offer.payment && !agreed) {
      setFailure(policyAgreementMessage);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await acceptWaitlistOffer(token, offer.payment ? { policyAgreed: true } : {});
      // Her kind asks for a card or deposit: off to the provider's page (her time is held meanwhile).
      if (!goToPayment(result)) onAccepted(result);
    } catch (error) {
      setFailure(describeBookingError(error));
      setBusy(false);
    }
  }

  if (offer.status !== 'live') {
    return (
      <BookingCard>
        <Stack gap="3" textAlign="center">
          <Heading as="h1" size="2xl" color="brand.fg">
            {closed[offer.status]}
          </Heading>
          {offer.boutique.phone && <Text color="fg.muted">Questions? Call {offer.boutique.phone}.</Text>}
        </Stack>
      </BookingCard>
    );
  }
  return (
    <BookingCard>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          A time has freed up{offer.bride.firstName ? `, ${offer.bride.firstName}` : ''}
        </Heading>
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="semibold" data-testid="offer-time">
            {formatZonedDayAndTime(offer.startsAt, zone)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {describeTimeZone(zone)}, {offer.durationMinutes} minutes, at {offer.boutique.name}
          </Text>
        </Stack>
        <Text>Held for you until {formatZonedDayAndTime(offer.expiresAt, zone)}.</Text>
        {offer.payment && (
          <PaymentTermsBox {...offer.payment}>
            <HStack gap="2" align="start">
              <chakra.input
                type="checkbox"
                id="offer-policy-agreed"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                {...nativeCheckboxStyle}
                boxSize="5"
              />
              <chakra.label htmlFor="offer-policy-agreed" textStyle="sm">
                {policyAgreementLabel}
              </chakra.label>
            </HStack>
          </PaymentTermsBox>
        )}
        {failure && (
          <Text role="alert" color="red.700">
            {failure}
          </Text>
        )}
        <Button size="lg" colorPalette="brand" onClick={() => void accept()} loading={busy} loadingText="Booking...">
          Take this time
        </Button>
      </Stack>
    </BookingCard>
  );
}
