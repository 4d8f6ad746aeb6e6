import { Stack } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { AppShell } from '../../../components/layout/app-shell';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import { ClosingReportPanel } from '../../../features/reports/components/closing-report-panel';
import { usePageArea } from '../../../lib/use-page-area';
import { useSession } from '../../../lib/use-session';

function Reports({ session, area }: { session: SessionInfo; area: Area }) {
  const isAdmin = session.userType === 'admin';
  return (
    <>
      <title>{`Reports - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6">
        <PageHeader
          backTo={paths.dashboard(area, session.boutiqueId)}
          title="Reports"
          description={
            isAdmin
              ? 'Closing ratios for the boutique and each consultant, counted both ways the trade counts them.'
              : "Your closing ratios beside the boutique's, counted both ways the trade counts them."
          }
        />
        <ClosingReportPanel schedulePath={paths.schedule(area, session.boutiqueId)} />
      </Stack>
    </>
  );
}

/** /admin/{boutiqueId}/reports and /consultant/{boutiqueId}/reports: closing ratios and the rest. */
export default function ReportsPage() {
  const { session } = useSession();
  const { area } = usePageArea();
  if (!session) return <PageLoader />;
  return (
    <AppShell>
      <Reports session={session} area={area} />
    </AppShell>
  );
}
