import { Alert, Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { WebhookEndpoint } from '@bridal/shared/webhooks/webhook-endpoint';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { sendWebhookTestEvent } from '../api/webhook-deliveries';
import {
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
} from '../api/webhook-endpoints';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** Runs an action of the card, busy meanwhile, its failure in the server's words. */
function useCardAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, failureTitle: string, action: () => Promise<void>) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      notify('error', failureTitle, failureText(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** One endpoint: where it sends, what, whether it is on; its actions, its settings and its delivery log. */
export function WebhookEndpointCard({ endpoint, newSecret }: { endpoint: WebhookEndpoint; newSecret?: string }) {
  const { busy, run } = useCardAction();
  // The secret of a rotation made here; at creation, the page's (the card may mount before it knows it).
  const [rotatedSecret, setRotatedSecret] = useState<string>();
  const secret = rotatedSecret ?? newSecret;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const switchedOff = !endpoint.enabled && (
    <Alert.Root status={endpoint.disabledReason === 'failing' ? 'error' : 'info'} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This endpoint is turned off</Alert.Title>
        <Alert.Description>
          {endpoint.disabledReason === 'failing'
            ? 'Every attempt to deliver to it kept failing, so we turned it off and e-mailed you. Check that it answers, then turn it back on.'
            : 'Nothing is sent to it until you turn it back on.'}
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="center"
        loading={busy === 'enable'}
        onClick={() =>
          void run('enable', 'Could Not Turn It Back On', async () => {
            await setWebhookEndpointEnabled(endpoint.id, true);
            notify('success', 'Endpoint Turned Back On', 'New events are sent to it again.');
          })
        }
      >
        Turn back on
      </Button>
    </Alert.Root>
  );

  return (
    <SectionCard
      title={endpoint.description || 'Webhook endpoint'}
      description={<Text wordBreak="break-all">{endpoint.url}</Text>}
      action={
        <Badge colorPalette={endpoint.enabled ? 'green' : 'red'} data-testid="webhook-state">
          {endpoint.enabled ? 'On' : 'Off'}
        </Badge>
      }
      data-testid="webhook-endpoint"
    >
      {secret && <WebhookSecretNotice secret={secret} />}
      {switchedOff}
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          Events: {endpoint.eventTypes.join(', ')} · Secret: <code>{endpoint.secretHint}</code>
        </Text>
      </Stack>
      <Wrap gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!endpoint.enabled}
          loading={busy === 'test'}
          onClick={() =>
            void run('test', 'Could Not Send a Test Event', async () => {
              await sendWebhookTestEvent(endpoint.id);
              notify('success', 'Test Event Sent', 'Its answer shows in the delivery log below.');
            })
          }
        >
          Send test event
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing((open) => !open)}>
          {editing ? 'Close' : 'Edit'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'rotate'}
          onClick={() =>
            void run('rotate', 'Could Not Rotate the Secret', async () => {
              setRotatedSecret((await rotateWebhookSecret(endpoint.id)).secret);
            })
          }
        >
          Rotate secret
        </Button>
        {endpoint.enabled && (
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'disable'}
            onClick={() =>
              void run('disable', 'Could Not Turn It Off', () => setWebhookEndpointEnabled(endpoint.id, false))
            }
          >
            Turn off
          </Button>
        )}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Wrap>
      {editing && (
        <WebhookEndpointForm
          initialValues={{ url: endpoint.url, eventTypes: endpoint.eventTypes, description: endpoint.description }}
          submitLabel="Save Endpoint"
          failureTitle="Could Not Save the Endpoint"
          onSave={async (values) => {
            await updateWebhookEndpoint(endpoint.id, values);
            setEditing(false);
            notify('success', 'Endpoint Saved');
          }}
        />
      )}
      <HStack justify="space-between">
        <Text fontWeight="medium">Delivery log</Text>
      </HStack>
      <WebhookDeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />
      <ConfirmDeleteDialog
        item={endpoint}
        title="Delete this endpoint?"
        open={deleting}
        isDeleting={busy === 'delete'}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          void run('delete', 'Could Not Delete the Endpoint', async () => {
            await deleteWebhookEndpoint(endpoint.id);
            setDeleting(false);
          })
        }
      >
        Delete the endpoint {endpoint.url} and its delivery log? This cannot be undone.
      </ConfirmDeleteDialog>
    </SectionCard>
  );
}
