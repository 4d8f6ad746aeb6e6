import type { BookingResult } from '@bridal/shared/appointments/booking';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { BookingDone } from '../../../features/booking/components/booking-done';
import { BookingFrame } from '../../../features/booking/components/booking-frame';
import { LinkProblem } from '../../../features/booking/components/link-problem';
import { useWaitlistOffer } from '../../../features/booking/api/waitlist-api';
import { WaitlistOffer } from '../../../features/booking/components/waitlist-offer';

/** /waitlist-offer/{token}: the offer e-mail's link; taking the time shows her booking on the same address. */
export default function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const { data: offer, error } = useWaitlistOffer(token || undefined);
  const [booked, setBooked] = useState<BookingResult | undefined>();
  let content;
  if (booked) content = <BookingDone result={booked} change="booked" />;
  else if (error || !token) content = <LinkProblem error={error} />;
  else if (!offer) content = <PageLoader label="Loading your offer..." />;
  else content = <WaitlistOffer token={token} offer={offer} onAccepted={setBooked} />;
  return (
    <BookingFrame boutiqueName={offer?.boutique.name ?? booked?.boutique.name}>
      <title>{`A time for you${offer ? ` - ${offer.boutique.name}` : ''}`}</title>
      {content}
    </BookingFrame>
  );
}
