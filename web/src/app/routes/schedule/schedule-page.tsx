import { Link } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { Link as RouterLink } from 'react-router-dom';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { usePageArea } from '../../../lib/use-page-area';
import { ScheduleView } from '../../../features/schedule/components/schedule-view';
import { DayWaitlist } from '../../../features/waitlist/components/day-waitlist';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { SignedInPage } from '../../require-session';

function Schedule({ session, area }: { session: SessionInfo; area: Area }) {
  const isAdmin = session.userType === 'admin';
  return (
    <BoutiquePageFrame
      session={session}
      area={area}
      title="Schedule"
      description={
        isAdmin
          ? "The team's appointments, in the boutique's time zone."
          : "Your appointments and the unassigned ones, in the boutique's time zone."
      }
    >
      <ScheduleView
        isAdmin={isAdmin}
        dayExtra={(date, timeZone) => <DayWaitlist date={date} timeZone={timeZone} />}
        profileLinkFor={(appointment) => (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.brideProfile(area, session.boutiqueId, appointment.brideId)}>
              {appointment.brideName}
            </RouterLink>
          </Link>
        )}
      />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/schedule and /consultant/{boutiqueId}/schedule: the day and week of appointments. */
export default function SchedulePage() {
  const { area } = usePageArea();
  return <SignedInPage>{(session) => <Schedule session={session} area={area} />}</SignedInPage>;
}
