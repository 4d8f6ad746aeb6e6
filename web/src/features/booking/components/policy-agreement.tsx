import { Box, Stack, Text } from '@chakra-ui/react';
import type { BookingLinkView, BookingRequest } from '@bridal/shared/appointments/booking';
import { useFormikContext } from 'formik';
import { formatCents, type PaymentHoldKind } from '@bridal/shared/payments/payments';
import type { ReactNode } from 'react';
import { useVisibleError } from '../../../components/form/form-field';
import { NativeCheckbox } from '../../../components/form/native-checkbox';

/**
 * The type she books asks for a card or deposit: the type she chose, or the only one offered
 * online (the page preselects it).
 */
export function paymentTermFor(view: BookingLinkView, appointmentTypeId?: string | null) {
  const types = view.payment?.types ?? [];
  if (appointmentTypeId) return types.find((type) => type.appointmentTypeId === appointmentTypeId);
  return types.length === 1 ? types[0] : undefined;
}

export const policyAgreementLabel = "I agree to the boutique's no-show policy";
export const policyAgreementMessage = 'Please agree to the no-show policy to continue.';

/**
 * What her kind of appointment asks for (a card, or a deposit of an amount), that she enters it on
 * the provider's page, and the boutique's policy word for word; `children`: her agreement.
 */
export function PaymentTermsBox({
  kind,
  amountCents,
  currency,
  noShowPolicy,
  children,
}: {
  kind: PaymentHoldKind;
  amountCents: number | null;
  currency: string;
  noShowPolicy: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Text fontWeight="semibold">
        {kind === 'card'
          ? 'This appointment needs a card on file.'
          : `This appointment needs a deposit of ${formatCents(amountCents ?? 0, currency)}.`}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        After you book, you will enter your card on our payment provider’s secure page. Your time is held for you
        meanwhile. We never see your card number.
      </Text>
      <Box as="blockquote" borderStartWidth="3px" ps="3" whiteSpace="pre-wrap" data-testid="no-show-policy">
        {noShowPolicy}
      </Box>
      {children}
    </Stack>
  );
}

/**
 * On the bride's booking form when her type asks for a card or a deposit: the terms and her
 * agreement (unticked; the server checks it too).
 */
export function PolicyAgreement({ view }: { view: BookingLinkView }) {
  // The type she picked on the form (the page preselects the only one offered online).
  const { values } = useFormikContext<BookingRequest>();
  const term = paymentTermFor(view, values.appointmentTypeId);
  const error = useVisibleError('policyAgreed');
  if (!term || !view.payment) return null;
  return (
    <PaymentTermsBox
      kind={term.requirement}
      amountCents={term.depositCents}
      currency={view.payment.currency}
      noShowPolicy={view.payment.noShowPolicy}
    >
      <NativeCheckbox name="policyAgreed" id="policy-agreed" label={policyAgreementLabel} boxSize="5" />
      {error && (
        <Text color="red.700" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </PaymentTermsBox>
  );
}

/** The form's own check, before the server's: a type that asks for payment needs her agreement. */
export function policyAgreementErrors(
  view: BookingLinkView,
  values: { policyAgreed?: boolean; appointmentTypeId?: string | null },
): Record<string, string> {
  if (!paymentTermFor(view, values.appointmentTypeId) || values.policyAgreed === true) return {};
  return { policyAgreed: policyAgreementMessage };
}

/** Her type asks for payment: off to the provider's page (her time is held meanwhile). */
export function goToPayment(result: { payment?: { url: string } }): boolean {
  if (!result.payment) return false;
  window.location.assign(result.payment.url);
  return true;
}
