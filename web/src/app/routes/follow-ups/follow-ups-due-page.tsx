import { Stack } from '@chakra-ui/react';
import { paths } from '@bridal/shared/web/page-paths';
import { AppShell } from '../../../components/layout/app-shell';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import { FollowUpsDueCard } from '../../../features/follow-ups/components/follow-ups-due-card';
import { usePageArea } from '../../../lib/use-page-area';
import { useSession } from '../../../lib/use-session';

/** /admin/{boutiqueId}/follow-ups and /consultant/{boutiqueId}/follow-ups: the drafts waiting for a person. */
export default function FollowUpsDuePage() {
  const { session } = useSession();
  const { area } = usePageArea();
  if (!session) return <PageLoader />;
  const isAdmin = session.userType === 'admin';
  return (
    <AppShell>
      <title>{`Follow-ups due - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6" maxW="3xl">
        <PageHeader
          backTo={paths.dashboard(area, session.boutiqueId)}
          title="Follow-ups due"
          description={
            isAdmin
              ? "The team's follow-up drafts waiting to be reviewed and sent."
              : 'Your follow-up drafts waiting to be reviewed and sent.'
          }
        />
        <FollowUpsDueCard area={area} boutiqueId={session.boutiqueId} showConsultant={isAdmin} />
      </Stack>
    </AppShell>
  );
}
