import { Alert, type AlertRootProps, Button, Stack } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { emailConfirmationMessages as messages } from '@bridal/shared/accounts/email-confirmation';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchOrNullOn401 } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { resendEmailConfirmation } from '../../lib/resend-email-confirmation';
import { serverMessage } from '../../lib/server-error';
import { sessionKey } from '../../lib/use-session';

/**
 * The signed-in admin whose address still waits for confirmation, or null. While she waits, her
 * session is read again whenever the tab gets the focus back: she confirms in her mail's tab.
 */
export function useUnconfirmedAdmin(): SessionInfo | null {
  const { data } = useSWR<SessionInfo | null>(sessionKey, fetchOrNullOn401, { revalidateOnFocus: true });
  return data && data.userType === 'admin' && data.emailConfirmed === false ? data : null;
}

/**
 * Tells an admin whose e-mail address is not confirmed that invitations wait for it, with a button
 * that sends the link again. Renders nothing for anyone else.
 */
export function EmailConfirmationNotice({ mb }: { mb?: AlertRootProps['mb'] }) {
  const admin = useUnconfirmedAdmin();
  const [sending, setSending] = useState(false);
  if (!admin) return null;

  async function resend(email: string) {
    setSending(true);
    try {
      await resendEmailConfirmation();
      notify('success', messages.resentTitle, messages.resent(email));
    } catch (error) {
      notify('error', messages.resendFailedTitle, serverMessage(error) ?? 'Please try again in a minute.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert.Root status="warning" borderRadius="md" alignItems="flex-start" mb={mb}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0" align="flex-start">
        <Alert.Content>
          <Alert.Title>{messages.noticeTitle}</Alert.Title>
          <Alert.Description>{messages.notice(admin.email)}</Alert.Description>
        </Alert.Content>
        <Button
          size="xs"
          variant="outline"
          bg="white"
          onClick={() => void resend(admin.email)}
          loading={sending}
          loadingText="Sending..."
        >
          {messages.resendLabel}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
