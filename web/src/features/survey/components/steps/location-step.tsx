import { Stack } from '@chakra-ui/react';
import { looksLikeDate } from '@bridal/shared/survey/survey-rules';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { TextField } from '../fields/text-field';

export function LocationStep() {
  const { setFieldValue } = useFormikContext<SurveyFormValues>();
  const [cleared, setCleared] = useState(false);

  return (
    <Stack gap="6">
      <TextField
        name="weddingLocation"
        label="Wedding city and state"
        placeholder="For example: Portland, Maine"
        maxLength={surveyLimits.weddingLocation}
        notice={
          cleared
            ? 'We cleared this because it looked like a date. Please enter the city and state; the date goes in the previous step.'
            : undefined
        }
        onBlur={(event) => {
          const value = event.currentTarget.value;
          const dateLike = value.trim() !== '' && looksLikeDate(value);
          if (dateLike) void setFieldValue('weddingLocation', '');
          setCleared(dateLike);
        }}
      />
      <TextField
        name="weddingVenue"
        label="Wedding venue"
        placeholder="For example: The Grand Hotel"
        maxLength={surveyLimits.weddingVenue}
      />
    </Stack>
  );
}
