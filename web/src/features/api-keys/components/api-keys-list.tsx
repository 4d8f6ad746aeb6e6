import { Badge, Button, Table, Text } from '@chakra-ui/react';
import type { ApiKeysResponse, ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatZonedDateAndTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { revokeApiKey } from '../api/revoke-api-key';

const scopeLabel = { read: 'Read', 'read-write': 'Read and write' } as const;

/** The boutique's keys: name, scope, prefix, created, last used (in the boutique's zone), and Revoke. */
export function ApiKeysList({ list }: { list: ApiKeysResponse }) {
  const [revoking, setRevoking] = useState<ApiKeyView | undefined>();
  const [busy, setBusy] = useState(false);
  const when = (value: string | null, none: string) => formatZonedDateAndTime(value, list.timeZone) ?? none;

  async function revoke(key: ApiKeyView) {
    setBusy(true);
    try {
      await revokeApiKey(key.id);
      notify('success', 'Key Revoked', `"${key.name}" no longer works.`);
      setRevoking(undefined);
    } catch (error) {
      notify('error', 'Could Not Revoke the Key', failureText(error));
    } finally {
      setBusy(false);
    }
  }

  if (list.keys.length === 0) return <Text color="fg.muted">No API keys yet.</Text>;
  return (
    <>
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="md"
        maxW="full"
        tabIndex={0}
        role="region"
        aria-label="API keys"
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Scope</Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>Last used</Table.ColumnHeader>
              <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.keys.map((key) => (
              <Table.Row key={key.id} data-testid="api-key-row">
                <Table.Cell fontWeight="semibold" wordBreak="break-word">
                  {key.name}
                </Table.Cell>
                <Table.Cell>{scopeLabel[key.scope]}</Table.Cell>
                <Table.Cell fontFamily="mono">{`${key.prefix}_...`}</Table.Cell>
                <Table.Cell>{when(key.createdAt, '')}</Table.Cell>
                <Table.Cell>{when(key.lastUsedAt, 'Never')}</Table.Cell>
                <Table.Cell textAlign="end">
                  {key.revokedAt ? (
                    <Badge colorPalette="gray">{`Revoked ${when(key.revokedAt, '')}`}</Badge>
                  ) : (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(key)}>
                      Revoke
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={revoking !== undefined}
        title="Revoke this key?"
        busy={busy}
        confirmLabel="Revoke Key"
        busyLabel="Revoking..."
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => revoking && void revoke(revoking)}
      >
        <Text>{`Anything using "${revoking?.name ?? ''}" stops working at once. This cannot be undone.`}</Text>
      </ConfirmDialog>
    </>
  );
}
