import { Alert, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import type { CreatedApiKeyResponse } from '@bridal/shared/api-keys/api-keys';
import { paths } from '@bridal/shared/web/page-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useApiKeys } from '../../../features/api-keys/api/get-api-keys';
import { ApiKeysList } from '../../../features/api-keys/components/api-keys-list';
import { CreateApiKeyForm } from '../../../features/api-keys/components/create-api-key-form';
import { NewApiKeyNotice } from '../../../features/api-keys/components/new-api-key-notice';
import { AdminPage } from '../../require-session';

function OwnerApiKeys() {
  const fetched = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKeyResponse | undefined>();
  return (
    <>
      {created && <NewApiKeyNotice created={created} onDone={() => setCreated(undefined)} />}
      <SectionCard title="New API Key">
        <CreateApiKeyForm onCreated={setCreated} />
      </SectionCard>
      <SectionCard title="Your Keys">
        <Fetched what="your API keys" fetched={fetched}>
          {(list) => <ApiKeysList list={list} />}
        </Fetched>
      </SectionCard>
    </>
  );
}

function ApiKeysView({ session }: { session: SessionInfo }) {
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      tab="API Keys"
      title="API Keys"
      description="Let your other tools read your brides, appointments, outcomes, reports, inventory and follow-ups, and book for you."
      maxW="4xl"
    >
      <Text>
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. It sees your boutique only.{' '}
        <ChakraLink asChild colorPalette="brand" textDecoration="underline">
          <Link to={paths.apiReference}>Read the API reference</Link>
        </ChakraLink>
      </Text>
      {session.userRole === 'boutique_owner' ? (
        <OwnerApiKeys />
      ) : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>Only the boutique owner can manage API keys.</Alert.Title>
        </Alert.Root>
      )}
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/api-keys: the owner's API keys (other admins are told who manages them). */
export default function ApiKeysPage() {
  return <AdminPage>{(session) => <ApiKeysView session={session} />}</AdminPage>;
}
