import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { createWebhookEndpoint, useWebhookEndpoints } from '../api/webhook-endpoints';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointForm } from './webhook-endpoint-form';

const emptyEndpoint = { url: '', eventTypes: [], description: '' };

/** The owner's webhooks: a form for a new endpoint, then each endpoint with its log. */
export function WebhooksView() {
  const fetched = useWebhookEndpoints();
  // The secret of the endpoint just made, shown in its card this once.
  const [fresh, setFresh] = useState<{ id: string; secret: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="6">
      <SectionCard title="Add an Endpoint">
        <Text color="fg.muted">
          Your other tools (a CRM, a spreadsheet, Zapier) can hear of plans, appointments, outcomes and follow-ups as
          they happen. Each message is signed with the endpoint's secret, per Standard Webhooks.
        </Text>
        <WebhookEndpointForm
          key={formKey}
          initialValues={emptyEndpoint}
          submitLabel="Add Endpoint"
          failureTitle="Could Not Add the Endpoint"
          onSave={async (values) => {
            const created = await createWebhookEndpoint(values);
            setFresh({ id: created.id, secret: created.secret });
            setFormKey((key) => key + 1);
            notify('success', 'Endpoint Added', 'Copy its signing secret now: it is shown once.');
          }}
        />
      </SectionCard>
      <Fetched what="your webhook endpoints" fetched={fetched}>
        {(endpoints) =>
          endpoints.length === 0 ? (
            <Alert.Root status="info" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>No endpoints yet.</Alert.Description>
            </Alert.Root>
          ) : (
            <Stack gap="6">
              {endpoints.map((endpoint) => (
                <WebhookEndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  newSecret={fresh?.id === endpoint.id ? fresh.secret : undefined}
                />
              ))}
            </Stack>
          )
        }
      </Fetched>
    </Stack>
  );
}
