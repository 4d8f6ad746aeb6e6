import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { Navigate, Link as RouterLink } from 'react-router-dom';
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
        <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.dashboard('admin', session.boutiqueId)}>← Back to Dashboard</RouterLink>
        </Link>
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Inventory
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Every dress we read from your upload, with the details the recommendations use.
          </Text>
        </Stack>
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
