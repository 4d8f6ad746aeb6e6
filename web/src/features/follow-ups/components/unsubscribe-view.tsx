import { Heading, Stack, Text } from '@chakra-ui/react';
import { followUpMessages, type UnsubscribeState } from '@bridal/shared/follow-ups/follow-up';
import { useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { unsubscribe } from '../api/follow-ups-api';

type Outcome = { kind: 'done'; state: UnsubscribeState } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * The bride's one click: opening the link unsubscribes her (the page POSTs once, even when React
 * runs the effect twice in development), then says so with her boutique's name.
 */
export function UnsubscribeView({ token, onBoutique }: { token: string; onBoutique: (name: string) => void }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    if (!token) return;
    unsubscribe(token)
      .then((state) => {
        setOutcome({ kind: 'done', state });
        onBoutique(state.boutiqueName);
      })
      .catch((error: unknown) => {
        const invalid = error instanceof ApiError && [400, 404, 410].includes(error.status);
        setOutcome(invalid ? { kind: 'invalid' } : { kind: 'failed' });
      });
  }, [token, onBoutique]);

  const shown: Outcome | null = token ? outcome : { kind: 'invalid' };
  if (!shown) return <PageLoader label="Unsubscribing..." />;
  if (shown.kind === 'done') {
    return (
      <Stack gap="3" textAlign="center" role="status">
        <Heading as="h1" size="2xl" color="brand.fg">
          {followUpMessages.unsubscribeDone}
        </Heading>
        <Text color="fg.muted">{`${shown.state.boutiqueName} will not send you follow-ups again.`}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" color="brand.fg">
        {shown.kind === 'invalid' ? followUpMessages.unsubscribeInvalid : 'We could not unsubscribe you just now.'}
      </Heading>
      {shown.kind === 'failed' && <Text color="fg.muted">Please check your connection and open the link again.</Text>}
    </Stack>
  );
}
