import type { BookingResult } from '@bridal/shared/appointments/booking';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { useBookingLink } from '../../../features/booking/api/get-booking-link';
import { BookingClosed } from '../../../features/booking/components/booking-closed';
import { BookingDone } from '../../../features/booking/components/booking-done';
import { BookingForm } from '../../../features/booking/components/booking-form';
import { BookingFrame } from '../../../features/booking/components/booking-frame';
import { LinkProblem } from '../../../features/booking/components/link-problem';
import { ManageAppointment, type ManageDone } from '../../../features/booking/components/manage-appointment';
import { WaitlistJoin } from '../../../features/booking/components/waitlist-join';

type Done = { result: BookingResult; change: 'booked' } | ManageDone;

/**
 * /book/{token} and /appointment/{token}: the bride's own link. A 'book' link books; a 'manage'
 * link moves or cancels. After either, a done state on the same address; opened again, the
 * spent link says so.
 */
export default function BookingLinkPage() {
  const { token = '' } = useParams();
  const [typeId, setTypeId] = useState<string | null>(null);
  const { data: view, error } = useBookingLink(token || undefined, typeId);
  const [done, setDone] = useState<Done | undefined>();
  const boutiqueName = view?.boutique.name ?? done?.result.boutique.name;

  let title = 'Your appointment | Bridal Coach';
  let content;
  if (done) {
    content = <BookingDone result={done.result} change={done.change} />;
  } else if (error || !token) {
    title = 'Link not available | Bridal Coach';
    content = <LinkProblem error={error} />;
  } else if (!view) {
    content = <PageLoader label="Loading your appointment..." />;
  } else if (view.purpose === 'book' && !view.onlineBookingOpen) {
    title = `Book your appointment - ${view.boutique.name}`;
    content = <BookingClosed view={view} />;
  } else if (view.purpose === 'book') {
    title = `Book your appointment - ${view.boutique.name}`;
    content = (
      <>
        <BookingForm
          token={token}
          view={view}
          onBooked={(result) => setDone({ result, change: 'booked' })}
          onTypeChange={setTypeId}
        />
        <WaitlistJoin token={token} view={view} />
      </>
    );
  } else {
    title = `Your appointment - ${view.boutique.name}`;
    content = <ManageAppointment token={token} view={view} onDone={setDone} />;
  }

  return (
    <BookingFrame boutiqueName={boutiqueName}>
      <title>{title}</title>
      {content}
    </BookingFrame>
  );
}
