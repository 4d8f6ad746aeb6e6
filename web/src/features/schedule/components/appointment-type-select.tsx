import { Field, NativeSelect } from '@chakra-ui/react';
import { useBookingTypes } from '../api/schedule-api';

/** Staff pick the type booked (every type, online or not); nothing shows while the boutique has none. */
export function AppointmentTypeSelect({
  open,
  value,
  onChange,
  error,
}: {
  open: boolean;
  value: string;
  onChange: (typeId: string) => void;
  error?: string;
}) {
  const { data } = useBookingTypes(open);
  const types = data?.types ?? [];
  if (types.length === 0) return null;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Kind of appointment</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="appointmentTypeId" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Standard appointment</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name} ({type.durationMinutes} min)
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
