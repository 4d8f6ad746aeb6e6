import { Alert, Code } from '@chakra-ui/react';

/** The secret in full, this once (after creating or rotating): the receiver needs it to check signatures. */
export function WebhookSecretNotice({ secret }: { secret: string }) {
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="webhook-secret">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Copy the signing secret now</Alert.Title>
        <Alert.Description>
          Your receiver checks each message's <Code>webhook-signature</Code> with it (Standard Webhooks). It is not
          shown again; you can rotate it for a new one.
          <Code display="block" mt="2" p="2" wordBreak="break-all" userSelect="all">
            {secret}
          </Code>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
