import { Alert, Button } from '@chakra-ui/react';
import { failureStatus } from '../../lib/server-error';
import type { ReactNode } from 'react';
import { PageLoader } from '../layout/page-loader';

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

interface FetchedProps<T> extends Omit<FetchFailedAlertProps, 'fetched' | 'inCard'> {
  fetched: FetchFailedAlertProps['fetched'] & { data: T | undefined };
  /** The view of the data, once it has come. */
  children: (data: T) => ReactNode;
}

/** The data's view once it has come; until then the page's loader ('Loading your account...'), or the failure. */
export function Fetched<T>({ what, fetched, children }: FetchedProps<T>) {
  if (fetched.data) return children(fetched.data);
  if (fetched.error) return <FetchFailedAlert what={what} fetched={fetched} />;
  return <PageLoader label={`Loading ${what}...`} />;
}
