import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { disconnectPaymentAccount } from '../api/payments-api';

const disconnectWording = {
  title: 'Disconnect Stripe?',
  body: 'Booking will no longer ask brides for a card or a deposit. Your no-show policy is kept, and cards and deposits already taken stay in your Stripe account.',
  done: 'Booking no longer asks for a card or a deposit. Your policy is kept.',
} as const;

/**
 * 'Disconnect' for a connected account, after a confirmation. Refused by the server: its words in a
 * toast, the dialog open and the account shown as connected, so she can try again or cancel.
 */
export function DisconnectPayments() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await disconnectPaymentAccount();
      setOpen(false);
      notify('success', 'Stripe Disconnected', disconnectWording.done);
    } catch (error) {
      notify('error', 'Could Not Disconnect Stripe', failureText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Disconnect
      </Button>
      <ConfirmDialog
        open={open}
        title={disconnectWording.title}
        busy={busy}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        <Text>{disconnectWording.body}</Text>
      </ConfirmDialog>
    </>
  );
}
