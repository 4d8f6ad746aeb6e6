import { Alert, Button } from '@chakra-ui/react';
import { failureStatus } from '../../lib/server-error';

interface FetchFailedAlertProps {
  /** What could not be fetched, as it reads after 'Failed to fetch': 'your account'. */
  what: string;
  /** The fetch (an SWR response): its error, whether it is fetching again, and how to ask again. */
  fetched: { error: unknown; isValidating: boolean; mutate: () => unknown };
  /** Inside a card: the alert's own tint, with a white button on it; else an outlined white alert on the page. */
  inCard?: boolean;
}

/** A fetch that failed (the status, or 'network error') and a button to ask again. */
export function FetchFailedAlert({ what, fetched, inCard = false }: FetchFailedAlertProps) {
  return (
    <Alert.Root
      status="error"
      {...(inCard ? { borderRadius: 'md' } : { variant: 'outline', bg: 'white', borderRadius: 'lg' })}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Failed to fetch ${what}: ${failureStatus(fetched.error)}`}</Alert.Title>
      </Alert.Content>
      <Button
        size="xs"
        variant="outline"
        {...(inCard && { bg: 'white' })}
        onClick={() => void fetched.mutate()}
        loading={fetched.isValidating}
      >
        Try Again
      </Button>
    </Alert.Root>
  );
}
