import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type NoSaleReason,
  noSaleReasonLabels,
  noSaleReasons,
  type OutcomeResult,
  outcomeResultLabels,
  outcomeResults,
} from '@bridal/shared/appointments/appointment';
import type { AppointmentDetail, ChecklistDress } from '@bridal/shared/appointments/appointment-detail';
import {
  type Outcome,
  outcomeLimits,
  outcomeMessages,
  type OutcomeRequest,
  outcomeSchema,
} from '@bridal/shared/appointments/outcome';
import { Formik, type FormikErrors, useFormikContext, yupToFormErrors } from 'formik';
import { useId } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { useVisibleError } from '../../../components/form/form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { saveOutcome } from '../api/save-outcome';
import { DressSearch } from './dress-search';
import { ToggleChip } from './toggle-chip';

interface OutcomeValues {
  result: OutcomeResult | '';
  dressId: string | null;
  dressName: string;
  amount: string;
  reasons: NoSaleReason[];
  otherReason: string;
  followUpOn: string;
  notes: string;
}

interface OutcomeFormProps {
  appointmentId: string;
  checklist: ChecklistDress[];
  /** The outcome being edited, if any. */
  outcome: Outcome | null;
  /** The boutique's today, 'YYYY-MM-DD' (the follow-up date's earliest). */
  today: string;
  onSaved: (detail: AppointmentDetail) => void;
  onCancel?: () => void;
}

const toRequest = (values: OutcomeValues) => ({
  ...values,
  result: values.result || undefined,
  amount: values.amount.trim() === '' ? null : Number(values.amount.replace(/[$,\s]/g, '')),
  followUpOn: values.followUpOn || null,
});

/** Her loved dresses first, then the pulled ones: the likely answers to 'which dress?'. */
const likelyDresses = (checklist: ChecklistDress[]) =>
  [
    ...checklist.filter((dress) => dress.verdict === 'loved'),
    ...checklist.filter((dress) => dress.verdict !== 'loved' && dress.verdict !== 'not_for_her' && dress.pulled),
  ].slice(0, 6);

function initialValues(outcome: Outcome | null, checklist: ChecklistDress[]): OutcomeValues {
  if (outcome) {
    return {
      result: outcome.result,
      dressId: outcome.dressId,
      dressName: outcome.dressName,
      amount: outcome.amount === null ? '' : String(outcome.amount),
      reasons: outcome.reasons,
      otherReason: outcome.otherReason,
      followUpOn: outcome.followUpOn ?? '',
      notes: outcome.notes,
    };
  }
  // One loved dress is most likely the one: picked already, a tap less.
  const loved = checklist.filter((dress) => dress.verdict === 'loved');
  const only = loved.length === 1 ? loved[0]! : null;
  return {
    result: '',
    dressId: only?.dressId ?? null,
    dressName: only?.dressName ?? '',
    amount: only?.price ? String(only.price) : '',
    reasons: [],
    otherReason: '',
    followUpOn: '',
    notes: '',
  };
}

function ErrorLine({ name }: { name: string }) {
  const error = useVisibleError(name);
  return error ? (
    <Text color="red.700" fontSize="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

function ResultButtons() {
  const { values, setFieldValue } = useFormikContext<OutcomeValues>();
  const labelId = useId();
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="semibold">
        What did she decide?
      </Text>
      <SimpleGrid columns={3} gap="2">
        {outcomeResults.map((result) => (
          <ToggleChip
            key={result}
            pressed={values.result === result}
            colorPalette={result === 'said_yes' ? 'green' : 'brand'}
            minH="14"
            fontSize="md"
            onToggle={() => void setFieldValue('result', result)}
          >
            {outcomeResultLabels[result]}
          </ToggleChip>
        ))}
      </SimpleGrid>
      <ErrorLine name="result" />
    </Stack>
  );
}

function DressPicker({ checklist }: { checklist: ChecklistDress[] }) {
  const { values, setValues } = useFormikContext<OutcomeValues>();
  const labelId = useId();
  const likely = likelyDresses(checklist);
  const choose = (dressId: string | null, dressName: string, price: number | null = null) =>
    void setValues({
      ...values,
      dressId,
      dressName,
      amount: values.amount || (price ? String(price) : ''),
    });
  const chosenIsListed = likely.some((dress) => dress.dressName === values.dressName);
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="semibold">
        The dress
      </Text>
      {likely.length > 0 && (
        <Stack gap="2">
          {likely.map((dress) => (
            <ToggleChip
              key={dress.dressKey}
              pressed={values.dressName === dress.dressName}
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              onToggle={() => choose(dress.dressId, dress.dressName, dress.price)}
            >
              {dress.verdict === 'loved' ? '♥ ' : ''}
              {dress.dressName}
            </ToggleChip>
          ))}
        </Stack>
      )}
      {values.dressName && !chosenIsListed && (
        <Text>
          Picked: <strong>{values.dressName}</strong>
        </Text>
      )}
      <DressSearch
        label={likely.length > 0 ? 'Another dress' : 'Find the dress'}
        onPick={(dress) => choose(dress.dressId, dress.dressName)}
        typedLabel={(name) => `Use "${name}"`}
      />
      <ErrorLine name="dressName" />
      <ErrorLine name="dressId" />
    </Stack>
  );
}

function ReasonChips() {
  const { values, setFieldValue } = useFormikContext<OutcomeValues>();
  const labelId = useId();
  const toggle = (reason: NoSaleReason) =>
    void setFieldValue(
      'reasons',
      values.reasons.includes(reason)
        ? values.reasons.filter((entry) => entry !== reason)
        : [...values.reasons, reason],
    );
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="semibold">
        Why? (pick all that apply)
      </Text>
      <HStack gap="2" wrap="wrap">
        {noSaleReasons.map((reason) => (
          <ToggleChip key={reason} pressed={values.reasons.includes(reason)} onToggle={() => toggle(reason)}>
            {noSaleReasonLabels[reason]}
          </ToggleChip>
        ))}
      </HStack>
      <ErrorLine name="reasons" />
    </Stack>
  );
}

function OutcomeFields({ checklist, today }: { checklist: ChecklistDress[]; today: string }) {
  const { values, getFieldProps } = useFormikContext<OutcomeValues>();
  const followUpId = useId();
  const followUpError = useVisibleError('followUpOn');
  return (
    <Stack gap="5">
      <ResultButtons />
      {values.result === 'said_yes' && (
        <>
          <DressPicker checklist={checklist} />
          <TextField name="amount" label="Sale amount ($)" inputMode="decimal" autoComplete="off" placeholder="2450" />
        </>
      )}
      {(values.result === 'not_yet' || values.result === 'no_sale') && (
        <>
          <ReasonChips />
          {values.reasons.includes('other') && (
            <TextField name="otherReason" label="Other reason" maxLength={outcomeLimits.otherReason} />
          )}
          <Field.Root invalid={Boolean(followUpError)}>
            <Field.Label htmlFor={followUpId}>Follow up on (optional)</Field.Label>
            <Input id={followUpId} size="lg" type="date" min={today} {...getFieldProps('followUpOn')} />
            <Field.ErrorText color="red.700">{followUpError}</Field.ErrorText>
          </Field.Root>
        </>
      )}
      {values.result && (
        <TextareaField name="notes" label="Notes (optional)" rows={2} maxLength={outcomeLimits.notes} />
      )}
    </Stack>
  );
}

/** 'End appointment': said yes (dress and amount) or not yet / no sale (reasons, follow-up), one Save. */
export function OutcomeForm({ appointmentId, checklist, outcome, today, onSaved, onCancel }: OutcomeFormProps) {
  return (
    <Formik<OutcomeValues>
      initialValues={initialValues(outcome, checklist)}
      validate={async (values) => {
        try {
          await outcomeSchema.validate(toRequest(values), { abortEarly: false });
          return {};
        } catch (error) {
          return yupToFormErrors(error) as FormikErrors<OutcomeValues>;
        }
      }}
      onSubmit={async (values, helpers) => {
        try {
          const detail = await saveOutcome(appointmentId, outcomeSchema.cast(toRequest(values)) as OutcomeRequest);
          notify('success', outcomeMessages.saved);
          onSaved(detail);
        } catch (failure) {
          if (failure instanceof ApiError) {
            const fields = (() => {
              try {
                return (JSON.parse(failure.body) as { fields?: Record<string, string> }).fields;
              } catch {
                return undefined;
              }
            })();
            if (fields) helpers.setErrors(fields as FormikErrors<OutcomeValues>);
          }
          notify(
            'error',
            'The outcome was not saved',
            failure instanceof ApiError ? failure.serverMessage : 'Check your connection and press Save again.',
          );
        }
      }}
    >
      <FocusingForm aria-label="Outcome">
        <Stack gap="5">
          <OutcomeFields checklist={checklist} today={today} />
          <SubmitButton submittingLabel="Saving...">Save outcome</SubmitButton>
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
