import { HStack, Stack, Text } from '@chakra-ui/react';
import { boutiqueSettingsLimits } from '@bridal/shared/appointments/boutique-settings';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { TextField } from '../../../components/form/text-field';
import { AddRowButton, RemoveRowButton } from './list-buttons';
import type { SettingsFormValues } from '../utils/settings-form-values';

/** Dates the boutique is closed (holidays), one date input each. */
export function ClosedDatesFields() {
  const { values, errors, submitCount } = useFormikContext<SettingsFormValues>();
  const listError = getIn(errors, 'closedDates') as unknown;
  return (
    <FieldArray name="closedDates">
      {(list) => (
        <Stack gap="3">
          {values.closedDates.length === 0 && <Text color="fg.muted">No closed dates.</Text>}
          {values.closedDates.map((date, index) => (
            <HStack key={index} gap="2" align="flex-end">
              <TextField
                name={`closedDates[${index}]`}
                label={`Closed date ${index + 1}`}
                type="date"
                required
                markRequired={false}
                flex="1"
              />
              <RemoveRowButton label={`Remove closed date ${date || index + 1}`} onClick={() => list.remove(index)} />
            </HStack>
          ))}
          {typeof listError === 'string' && submitCount > 0 && (
            <Text color="red.700" fontSize="sm" role="alert">
              {listError}
            </Text>
          )}
          {values.closedDates.length < boutiqueSettingsLimits.closedDates && (
            <AddRowButton onClick={() => list.push('')}>Add a closed date</AddRowButton>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}
