import { Badge, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { centsToMoneyInput, formatCents, ledgerKindLabels, parseMoneyToCents } from '@bridal/shared/payments/payments';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  applyDeposit,
  chargeNoShowFee,
  refreshAppointmentPayments,
  refundDeposit,
  useAppointmentPayments,
} from '../api/appointment-payments';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'That did not work. Please try again.';

/**
 * An appointment's money, where its actions are: the card or deposit she left, every movement,
 * and what staff may do now (charge the no-show fee, refund the deposit, apply it to her sale).
 */
export function AppointmentPayments({ appointment }: { appointment: AppointmentSummary }) {
  const { data } = useAppointmentPayments(appointment.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [amount, setAmount] = useState<string | undefined>();
  // Marked a no-show (or completed) on this page: what may be done now has changed.
  const seenStatus = useRef(appointment.status);
  useEffect(() => {
    if (seenStatus.current === appointment.status) return;
    seenStatus.current = appointment.status;
    void refreshAppointmentPayments(appointment.id);
  }, [appointment.id, appointment.status]);
  if (!data?.hold) return null;
  const { hold, noShowFee, deposit, currency } = data;
  // What is not an amount of money (negative, past the cents, a word) reads as none: the button waits.
  const feeCents = amount === undefined ? noShowFee.maxCents : (parseMoneyToCents(amount) ?? 0);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      notify('success', done);
    } catch (error) {
      setFailure(messageOf(error));
      await refreshAppointmentPayments(appointment.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="2" mt="2" borderTopWidth="1px" pt="2" aria-label={`Payments for ${appointment.brideName}`} role="group">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={hold.status === 'held' ? 'green' : 'gray'}>
          {hold.kind === 'card' ? 'Card on file' : `Deposit ${formatCents(hold.amountCents ?? 0, currency)}`}
          {hold.status === 'pending' ? ' (waiting)' : hold.status === 'released' ? ' (released)' : ''}
        </Badge>
      </HStack>
      {data.ledger.length > 0 && (
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {data.ledger.map((entry) => (
            <Text as="li" key={entry.id} color={entry.status === 'failed' ? 'red.700' : undefined}>
              {ledgerKindLabels[entry.kind]}
              {entry.amountCents > 0 ? ` ${formatCents(entry.amountCents, entry.currency)}` : ''}
              {entry.status === 'failed' ? ` failed: ${entry.failureMessage}` : ''}
              {entry.userName ? ` (${entry.userName})` : ''}
            </Text>
          ))}
        </Stack>
      )}
      {hold.kind === 'card' && appointment.status === 'no_show' && !noShowFee.refusal && (
        <HStack gap="2" wrap="wrap" align="flex-end">
          <Stack gap="1">
            <chakra.label htmlFor={`fee-${appointment.id}`} fontSize="sm">
              No-show fee (at most {formatCents(noShowFee.maxCents, currency)})
            </chakra.label>
            <Input
              id={`fee-${appointment.id}`}
              size="sm"
              inputMode="decimal"
              maxW="32"
              value={amount ?? centsToMoneyInput(noShowFee.maxCents)}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Stack>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={busy || feeCents <= 0}
            onClick={() =>
              void run(
                () => chargeNoShowFee(appointment.id, { amountCents: feeCents, reason: 'No-show' }),
                'No-Show Fee Charged',
              )
            }
          >
            Charge no-show fee
          </Button>
        </HStack>
      )}
      {hold.kind === 'deposit' && !deposit.refusal && (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => refundDeposit(appointment.id, ''), 'Deposit Refunded')}
          >
            Refund deposit
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => applyDeposit(appointment.id, ''), 'Deposit Applied')}
          >
            Apply deposit to sale
          </Button>
        </HStack>
      )}
      {failure && (
        <Text role="alert" color="red.700" fontSize="sm">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
