import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BookingCard, BookingFrame } from '../../../features/booking/components/booking-frame';
import { UnsubscribeView } from '../../../features/follow-ups/components/unsubscribe-view';

/** /unsubscribe/{token}: the link in every follow-up. Public, no login, phone-first. */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const [boutiqueName, setBoutiqueName] = useState<string | undefined>();
  return (
    <BookingFrame boutiqueName={boutiqueName}>
      <title>{`Unsubscribe${boutiqueName ? ` - ${boutiqueName}` : ''} | Bridal Coach`}</title>
      <BookingCard>
        <UnsubscribeView token={token} onBoutique={setBoutiqueName} />
      </BookingCard>
    </BookingFrame>
  );
}
