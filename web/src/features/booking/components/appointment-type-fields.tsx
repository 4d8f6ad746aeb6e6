import { Stack, Text } from '@chakra-ui/react';
import type { BookableType } from '@bridal/shared/appointments/appointment-types';
import type { BookingRequest } from '@bridal/shared/appointments/booking';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

const describeLength = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;

/**
 * The kind of appointment she books (the boutique's online types; the only one is chosen for her)
 * and how many come with her (optional). A change of type asks the page for that type's times.
 */
export function AppointmentTypeFields({
  types,
  onTypeChange,
}: {
  types: BookableType[];
  onTypeChange: (typeId: string) => void;
}) {
  const { values, setFieldValue } = useFormikContext<BookingRequest>();
  const typeId = values.appointmentTypeId;
  const shown = useRef(typeId);
  useEffect(() => {
    // Another type: its own times, so the time she had picked goes.
    if (!typeId || typeId === shown.current) return;
    shown.current = typeId;
    void setFieldValue('startsAt', '', false);
    onTypeChange(typeId);
  }, [typeId, onTypeChange, setFieldValue]);
  if (types.length === 0) return null;
  const chosen = types.find((type) => type.id === values.appointmentTypeId) ?? types[0]!;
  const partyHelp =
    chosen.maxParty === 0
      ? 'This appointment is for you alone.'
      : `Leave it empty if you are not sure yet. Up to ${chosen.maxParty} for this appointment.`;
  return (
    <Stack gap="4">
      {types.length === 1 ? (
        <Text>
          <Text as="span" fontWeight="semibold">
            {chosen.name}
          </Text>{' '}
          ({describeLength(chosen.durationMinutes)})
        </Text>
      ) : (
        <SelectField
          name="appointmentTypeId"
          label="Kind of appointment"
          options={types.map((type) => ({
            value: type.id,
            label: `${type.name} (${describeLength(type.durationMinutes)})`,
          }))}
        />
      )}
      {chosen.description && <Text color="fg.muted">{chosen.description}</Text>}
      <TextField
        name="partySize"
        label="How many people are coming with you? (optional)"
        type="number"
        inputMode="numeric"
        min={0}
        max={chosen.maxParty}
        helperText={partyHelp}
      />
    </Stack>
  );
}
