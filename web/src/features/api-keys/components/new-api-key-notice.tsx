import { Alert, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { apiKeyMessages, type CreatedApiKeyResponse } from '@bridal/shared/api-keys/api-keys';
import { useState } from 'react';
import { notify } from '../../../lib/notify';

/** The new key, this once: the page keeps it only until she leaves or closes the notice. */
export function NewApiKeyNotice({ created, onDone }: { created: CreatedApiKeyResponse; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      notify('success', 'Copied!', 'The API key is on your clipboard.');
    } catch {
      notify('error', 'Copy Failed', 'Please select the key and copy it yourself.');
    }
  }

  return (
    <Alert.Root status="success" borderRadius="lg" data-testid="new-api-key">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Your new key "${created.key.name}"`}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="2">
            <chakra.code
              data-testid="new-api-key-secret"
              display="block"
              p="2"
              bg="bg"
              borderRadius="md"
              fontSize="sm"
              wordBreak="break-all"
              userSelect="all"
            >
              {created.secret}
            </chakra.code>
            <chakra.strong>{apiKeyMessages.shownOnce}</chakra.strong>
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" colorPalette="brand" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy Key'}
              </Button>
              <Button size="sm" variant="outline" onClick={onDone}>
                I Have Saved It
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
