import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { emailConfirmationMessages as messages } from '@bridal/shared/accounts/email-confirmation';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { useEmailConfirmation } from '../../../features/auth/hooks/use-email-confirmation';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * /confirm-email?token=...: the link e-mailed at sign-up (or sent again from the dashboard), or to a
 * new address she asked for on her account page.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { state, retry } = useEmailConfirmation(token);

  return (
    <AuthCard>
      <title>Confirm Your E-mail - Bridal Coach</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" textAlign="center">
        Confirm Your E-mail
      </Heading>
      {state.status === 'confirming' && (
        <Text color="fg.muted" textAlign="center" role="status" aria-live="polite">
          Confirming your e-mail address...
        </Text>
      )}
      {state.status === 'confirmed' && (
        <Stack gap="5">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{state.changedTo ? messages.changedTitle : messages.confirmedTitle}</Alert.Title>
              <Alert.Description>
                {state.changedTo ? messages.changed(state.changedTo) : messages.confirmed}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg" width="full">
            <RouterLink to={paths.area('admin')}>Go to My Dashboard</RouterLink>
          </Button>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Stack gap="5">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{state.message}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
          {state.canRetry && (
            <Button colorPalette="brand" size="lg" width="full" onClick={retry}>
              Try Again
            </Button>
          )}
          <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.login}>Log In</RouterLink>
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
