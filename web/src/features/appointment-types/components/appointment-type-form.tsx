import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { AppointmentType, FittingRoom } from '@bridal/shared/appointments/appointment-types';
import { Field as FormikField, Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { useVisibleError } from '../../../components/form/form-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { showFailure } from '../../../lib/show-failure';
import { saveAppointmentType } from '../api/appointment-types-api';
import {
  type AppointmentTypeValues,
  blank,
  requestOf,
  toFormErrors,
  validateIn,
  valuesOf,
} from '../utils/appointment-type-values';

const paymentOptions = [
  { value: 'none', label: 'Nothing' },
  { value: 'card', label: 'A card on file (for the no-show fee)' },
  { value: 'deposit', label: 'A deposit' },
] as const;

function RoomChoices({ rooms }: { rooms: FittingRoom[] }) {
  const error = useVisibleError('roomIds');
  if (rooms.length === 0) return null;
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" mb="1">
        Rooms that can host it (none ticked: every room)
      </chakra.legend>
      <Stack gap="1">
        {rooms.map((room) => (
          <HStack as="label" key={room.id} gap="2">
            <FormikField type="checkbox" name="roomIds" value={room.id} />
            <Text>{room.name}</Text>
          </HStack>
        ))}
      </Stack>
      {error && (
        <Text color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}

/** Adds a type, or edits one: its length, the room's buffer after it, the largest party, rooms and payment. */
export function AppointmentTypeForm({
  type,
  rooms,
  currency,
  onDone,
}: {
  type: AppointmentType | null;
  rooms: FittingRoom[];
  /** The boutique's payment currency: the deposit is typed in it. */
  currency: string;
  onDone: () => void;
}) {
  const initial = type ? valuesOf(type) : blank;
  async function submit(values: AppointmentTypeValues, form: FormikHelpers<AppointmentTypeValues>) {
    try {
      await saveAppointmentType(type?.id ?? null, requestOf(values));
      form.resetForm();
      onDone();
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Appointment Type', toFormErrors);
    }
  }
  return (
    <Formik initialValues={initial} validate={validateIn(currency)} onSubmit={submit} enableReinitialize>
      {({ values }) => (
        <FocusingForm method="post">
          <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
            <Text fontWeight="semibold">{type ? `Edit ${type.name}` : 'New appointment type'}</Text>
            <TextField name="name" label="Name" required />
            <TextareaField name="description" label="Description for brides (optional)" />
            <HStack gap="3" wrap="wrap" align="flex-start">
              <TextField name="durationMinutes" label="Length (minutes)" type="number" inputMode="numeric" maxW="40" />
              <TextField
                name="bufferMinutes"
                label="Room buffer after (minutes)"
                type="number"
                inputMode="numeric"
                maxW="48"
              />
              <TextField name="maxParty" label="Guests at most" type="number" inputMode="numeric" maxW="40" />
            </HStack>
            <RoomChoices rooms={rooms} />
            <SelectField name="paymentRequirement" label="Asked at booking" options={paymentOptions} />
            {values.paymentRequirement === 'deposit' && (
              <TextField
                name="deposit"
                label={`Deposit (${currency.toUpperCase()})`}
                inputMode="decimal"
                autoComplete="off"
                helperText="Like 50 or 50.00."
                maxW="48"
              />
            )}
            <SwitchField name="bookableOnline" label="Brides can book it online" hint="Off: only your team books it." />
            <HStack gap="2">
              <SubmitButton submittingLabel="Saving...">{type ? 'Save type' : 'Add type'}</SubmitButton>
              {type && (
                <Button variant="outline" onClick={onDone}>
                  Cancel
                </Button>
              )}
            </HStack>
          </Stack>
        </FocusingForm>
      )}
    </Formik>
  );
}
