import { Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { boutiqueSettingsLimits, weekdayNames } from '@bridal/shared/appointments/boutique-settings';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { TextField } from '../../../components/form/text-field';
import { AddRowButton, RemoveRowButton } from './list-buttons';
import { nextRange, type SettingsFormValues } from '../utils/settings-form-values';

const rangeEnds = [
  { end: 'from', label: 'Opens' },
  { end: 'to', label: 'Closes' },
] as const;

/** One weekday: its opening ranges, each removable, a button to add one, 'Closed' when none. */
function DayFields({ day }: { day: number }) {
  const { values, errors, submitCount } = useFormikContext<SettingsFormValues>();
  const ranges = values.openingHours[day] ?? [];
  const dayError = getIn(errors, `openingHours[${day}]`) as unknown;
  const name = weekdayNames[day]!;
  return (
    <Fieldset.Root invalid={submitCount > 0 && typeof dayError === 'string'} borderTopWidth="1px" pt="3">
      <Fieldset.Legend fontWeight="semibold" fontSize="md" color="fg">
        {name}
      </Fieldset.Legend>
      {ranges.length === 0 && <Text color="fg.muted">Closed</Text>}
      <FieldArray name={`openingHours[${day}]`}>
        {(list) => (
          <Stack gap="3">
            {ranges.map((_, index) => (
              <HStack key={index} gap="2" align="flex-end" wrap="wrap">
                {rangeEnds.map(({ end, label }) => (
                  <TextField
                    key={end}
                    name={`openingHours[${day}][${index}].${end}`}
                    label={label}
                    type="time"
                    step={300}
                    required
                    markRequired={false}
                    flex="1"
                    minW="7rem"
                  />
                ))}
                <RemoveRowButton
                  label={`Remove ${name} ${ranges[index]?.from ?? ''}–${ranges[index]?.to ?? ''}`}
                  onClick={() => list.remove(index)}
                />
              </HStack>
            ))}
            {ranges.length < boutiqueSettingsLimits.rangesPerDay && (
              <AddRowButton onClick={() => list.push(nextRange(ranges))}>
                {ranges.length === 0 ? `Open on ${name}` : `Add hours on ${name}`}
              </AddRowButton>
            )}
          </Stack>
        )}
      </FieldArray>
      {typeof dayError === 'string' && submitCount > 0 && (
        <Fieldset.ErrorText color="red.700" fontSize="sm">
          {dayError}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

/** The weekly opening hours, Monday first, in the boutique's local time. */
export function OpeningHoursFields() {
  return (
    <Stack gap="4">
      {weekdayNames.map((_, day) => (
        <DayFields key={day} day={day} />
      ))}
    </Stack>
  );
}
