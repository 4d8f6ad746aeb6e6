import { Alert } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { WebhooksView } from '../../../features/webhooks/components/webhooks-view';
import { AdminPage } from '../../require-session';

function WebhooksPageView({ session }: { session: SessionInfo }) {
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      tab="Settings"
      title="Webhooks"
      description="Send events to your other tools as they happen: plans ready, appointments, outcomes and follow-ups."
      maxW="4xl"
    >
      {session.userRole === 'boutique_owner' ? (
        <WebhooksView />
      ) : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>Only the boutique owner manages webhooks.</Alert.Description>
        </Alert.Root>
      )}
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/webhooks: the owner's webhook endpoints and their delivery log. */
export default function WebhooksPage() {
  return <AdminPage>{(session) => <WebhooksPageView session={session} />}</AdminPage>;
}
