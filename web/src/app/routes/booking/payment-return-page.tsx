import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { PaymentReturnView } from '@bridal/shared/payments/payments';
import { formatCents } from '@bridal/shared/payments/payments';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { BookingDone } from '../../../features/booking/components/booking-done';
import { BookingCard, BookingFrame } from '../../../features/booking/components/booking-frame';
import { LinkProblem } from '../../../features/booking/components/link-problem';
import { usePaymentReturn } from '../../../features/booking/api/payment-return';
import { formatZonedTime } from '../../../lib/format-zoned-time';

function HeldNote({ view }: { view: PaymentReturnView }) {
  return (
    <Text textAlign="center" color="fg.muted" data-testid="payment-held">
      {view.kind === 'card'
        ? 'Your card is saved with our payment provider, for the no-show policy you agreed to.'
        : `Your deposit of ${formatCents(view.amountCents ?? 0, view.currency)} is paid.`}
    </Text>
  );
}

/** She left the provider's page before finishing (or it has not told us yet): her time is still held. */
function Pending({ view }: { view: PaymentReturnView }) {
  return (
    <BookingCard>
      <Stack gap="4" textAlign="center">
        <Heading as="h1" size="2xl" color="brand.fg">
          Your appointment is not confirmed yet
        </Heading>
        <Text>
          We are holding your time until {formatZonedTime(view.holdExpiresAt, view.boutique.timeZone)}. To keep it,
          finish on the payment page.
        </Text>
        {view.paymentUrl && (
          <Button asChild colorPalette="brand" alignSelf="center">
            <a href={view.paymentUrl}>{view.kind === 'card' ? 'Add my card' : 'Pay my deposit'}</a>
          </Button>
        )}
      </Stack>
    </BookingCard>
  );
}

/** /book/paid/{token}: where the payment provider sends the bride back after her card or deposit. */
export default function PaymentReturnPage() {
  const { token = '' } = useParams();
  const { data: view, error } = usePaymentReturn(token || undefined);
  let content;
  if (error || !token) content = <LinkProblem error={error} />;
  else if (!view) content = <PageLoader label="Checking your payment..." />;
  else if (view.status === 'held') {
    content = (
      <Stack gap="4">
        <BookingDone result={{ appointment: view.appointment, boutique: view.boutique, email: '' }} change="booked" />
        <HeldNote view={view} />
      </Stack>
    );
  } else if (view.status === 'pending') content = <Pending view={view} />;
  else {
    content = (
      <BookingCard>
        <Stack gap="3" textAlign="center">
          <Heading as="h1" size="2xl" color="brand.fg">
            This time was released
          </Heading>
          <Text>The card or deposit did not come in time, so the time was given back. Please book again.</Text>
        </Stack>
      </BookingCard>
    );
  }
  return (
    <BookingFrame boutiqueName={view?.boutique.name}>
      <title>Your appointment | Bridal Coach</title>
      {content}
    </BookingFrame>
  );
}
