import { Badge, Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { WebhookDelivery } from '@bridal/shared/webhooks/webhook-endpoint';
import { useState } from 'react';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { resendWebhookDelivery, useWebhookDeliveries } from '../api/webhook-deliveries';

const statusBadge: Record<WebhookDelivery['status'], { label: string; palette: string }> = {
  pending: { label: 'Sending', palette: 'gray' },
  succeeded: { label: 'Delivered', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/** What the last attempt got: its status code, or why none came. */
function lastAnswer(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return '—';
  return last.statusCode !== null ? String(last.statusCode) : last.error || 'No answer';
}

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The endpoint's latest deliveries: event, when, state, the last answer, attempts, and 'Send again'. */
export function WebhookDeliveryLog({ endpointId, enabled }: { endpointId: string; enabled: boolean }) {
  const fetched = useWebhookDeliveries(endpointId);
  const [resending, setResending] = useState<string | null>(null);
  if (fetched.error) return <FetchFailedAlert what="the delivery log" fetched={fetched} />;
  const deliveries = fetched.data;
  if (!deliveries) return <Text color="fg.muted">Loading the delivery log…</Text>;
  if (deliveries.length === 0) return <Text color="fg.muted">Nothing has been sent to this endpoint yet.</Text>;

  async function resend(deliveryId: string) {
    setResending(deliveryId);
    try {
      await resendWebhookDelivery(endpointId, deliveryId);
      notify('success', 'Sending Again', 'The event is on its way to the endpoint again.');
    } catch (error) {
      notify('error', 'Could Not Send Again', failureText(error));
    } finally {
      setResending(null);
    }
  }

  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped aria-label="Delivery log">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Response</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Attempts</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((delivery) => (
            <Table.Row key={delivery.id} data-testid="webhook-delivery">
              <Table.Cell>
                <code>{delivery.eventType}</code>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{when(delivery.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusBadge[delivery.status].palette}>{statusBadge[delivery.status].label}</Badge>
              </Table.Cell>
              <Table.Cell
                data-testid="webhook-response"
                title={delivery.attempts.at(-1)?.responseBody || undefined}
                maxW="xs"
                truncate
              >
                {lastAnswer(delivery)}
              </Table.Cell>
              <Table.Cell textAlign="end">{delivery.attempts.length}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!enabled || delivery.status === 'pending'}
                  loading={resending === delivery.id}
                  onClick={() => void resend(delivery.id)}
                >
                  Send again
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
