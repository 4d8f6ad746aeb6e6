import { chakra, HStack } from '@chakra-ui/react';
import { isPastWeddingDate, localDay } from '@bridal/shared/survey/survey-rules';
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { formatLongDate } from '../../../../lib/format-date';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { RevealedOnChoice } from '../fields/revealed-on-choice';
import { TextField } from '../fields/text-field';

/**
 * Step 2: her wedding date. A date already gone by is usually a mistyped year: she corrects it,
 * or ticks that it is right (the server keeps a past date only with that tick).
 */
export function DateStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const confirmId = useId();
  const past = isPastWeddingDate(values.weddingDate, localDay());
  const confirmed = values.weddingDateConfirmed === true;
  // The tick shows up under a date she has just typed: into view, the focus left in the date.
  const [dateAtOpen] = useState(values.weddingDate);

  // A tick is for the date it named: a new date asks again.
  const lastDate = useRef(values.weddingDate);
  useEffect(() => {
    if (lastDate.current === values.weddingDate) return;
    lastDate.current = values.weddingDate;
    if (values.weddingDateConfirmed !== undefined) void setFieldValue('weddingDateConfirmed', undefined);
  }, [values.weddingDate, values.weddingDateConfirmed, setFieldValue]);

  return (
    <>
      <TextField
        name="weddingDate"
        label="Wedding date"
        type="date"
        maxW={{ sm: 'xs' }}
        notice={past && !confirmed ? 'This date has already passed. Please check the year.' : undefined}
      />
      {past && (
        <RevealedOnChoice reveal={values.weddingDate !== dateAtOpen} focus={false}>
          <HStack align="flex-start" gap="3" bg="orange.50" borderRadius="md" p="3">
            <chakra.input
              type="checkbox"
              id={confirmId}
              checked={confirmed}
              onChange={(event) => void setFieldValue('weddingDateConfirmed', event.target.checked || undefined)}
              boxSize="5"
              mt="0.5"
              flexShrink={0}
              accentColor="brand.solid"
              cursor="pointer"
            />
            <chakra.label htmlFor={confirmId} cursor="pointer">
              Yes, my wedding date is {formatLongDate(values.weddingDate)}
            </chakra.label>
          </HStack>
        </RevealedOnChoice>
      )}
    </>
  );
}
