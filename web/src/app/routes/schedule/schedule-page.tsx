import { usePageArea } from '../../../lib/use-page-area';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { Link as RouterLink } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { ScheduleView } from '../../../features/schedule/components/schedule-view';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { useSession } from '../../../lib/use-session';

function Schedule({ session, area }: { session: SessionInfo; area: Area }) {
  const isAdmin = session.userType === 'admin';
  return (
    <>
      <title>{`Schedule - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6">
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.dashboard(area, session.boutiqueId)}>← Back to Dashboard</RouterLink>
        </Link>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Schedule
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {isAdmin
              ? "The team's appointments, in the boutique's time zone."
              : "Your appointments and the unassigned ones, in the boutique's time zone."}
          </Text>
        </Stack>
        <ScheduleView
          isAdmin={isAdmin}
          profileLinkFor={(appointment) => (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.brideProfile(area, session.boutiqueId, appointment.brideId)}>
                {appointment.brideName}
              </RouterLink>
            </Link>
          )}
        />
      </Stack>
    </>
  );
}

/** /admin/{boutiqueId}/schedule and /consultant/{boutiqueId}/schedule: the day and week of appointments. */
export default function SchedulePage() {
  const { session } = useSession();
  const { area } = usePageArea();
  if (!session) return <PageLoader />;
  return (
    <AppShell>
      <Schedule session={session} area={area} />
    </AppShell>
  );
}
