import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { ClosingReportPanel } from '../../../features/reports/components/closing-report-panel';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { useSession } from '../../../lib/use-session';

function Reports({ session, area }: { session: SessionInfo; area: Area }) {
  const isAdmin = session.userType === 'admin';
  return (
    <>
      <title>{`Reports - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6">
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.dashboard(area, session.boutiqueId)}>← Back to Dashboard</RouterLink>
        </Link>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Reports
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {isAdmin
              ? 'Closing ratios for the boutique and each consultant, counted both ways the trade counts them.'
              : "Your closing ratios beside the boutique's, counted both ways the trade counts them."}
          </Text>
        </Stack>
        <ClosingReportPanel />
      </Stack>
    </>
  );
}

/** /admin/{boutiqueId}/reports and /consultant/{boutiqueId}/reports: closing ratios and the rest. */
export default function ReportsPage() {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (!session) return <PageLoader />;
  const area: Area = pathname.startsWith('/consultant/') ? 'consultant' : 'admin';
  return (
    <AppShell>
      <Reports session={session} area={area} />
    </AppShell>
  );
}
