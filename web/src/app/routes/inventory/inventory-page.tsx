import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { AdminPage } from '../../require-session';
import { SectionCard } from '../../../components/layout/section-card';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { InventoryBrowser } from '../../../features/inventory/components/inventory-browser';
import { RefreshPlansCard } from '../../../features/inventory/components/refresh-plans-card';

function Inventory({ session }: { session: SessionInfo }) {
  const timeZone = useBoutiqueSettings().data?.timeZone;
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      title="Inventory"
      description="Every dress we read from your upload, with the details the recommendations use."
    >
      <RefreshPlansCard />
      <SectionCard title="Dresses">
        <InventoryBrowser timeZone={timeZone} />
      </SectionCard>
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/inventory: the inventory as it was read (admins only). */
export default function InventoryPage() {
  return <AdminPage>{(session) => <Inventory session={session} />}</AdminPage>;
}
