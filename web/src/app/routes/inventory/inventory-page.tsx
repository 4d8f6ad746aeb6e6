import { Stack } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { SectionCard } from '../../../components/layout/section-card';
import { InventoryBrowser } from '../../../features/inventory/components/inventory-browser';
import { RefreshPlansCard } from '../../../features/inventory/components/refresh-plans-card';
import { paths } from '@bridal/shared/web/page-paths';
import { homePathFor } from '../../../lib/session-hints';
import { useSession } from '../../../lib/use-session';

function Inventory({ session }: { session: SessionInfo }) {
  return (
    <>
      <title>{`Inventory - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6">
        <PageHeader
          backTo={paths.dashboard('admin', session.boutiqueId)}
          title="Inventory"
          description="Every dress we read from your upload, with the details the recommendations use."
        />
        <RefreshPlansCard />
        <SectionCard title="Dresses">
          <InventoryBrowser />
        </SectionCard>
      </Stack>
    </>
  );
}

/** /admin/{boutiqueId}/inventory: the inventory as it was read (admins only). */
export default function InventoryPage() {
  const { session } = useSession();
  if (!session) return <PageLoader />;
  // A consultant who follows an admin link is sent to her own dashboard.
  if (session.userType !== 'admin') return <Navigate to={homePathFor(session)} replace />;
  return (
    <AppShell>
      <Inventory session={session} />
    </AppShell>
  );
}
