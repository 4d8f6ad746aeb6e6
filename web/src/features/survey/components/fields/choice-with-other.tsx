import { Stack, type SimpleGridProps } from '@chakra-ui/react';
import type { Option } from '@bridal/shared/survey/survey-options';
import { useFormikContext } from 'formik';
import { type ReactNode, useState } from 'react';
import { useVisibleError } from '../../../../components/form/form-field';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { SingleChoiceCards } from './choice-cards';
import { RevealedOnChoice } from './revealed-on-choice';

interface SingleChoiceWithOtherProps<V extends string> {
  name: 'budget' | 'shoppingIntention';
  /** The free-text answer that goes with the 'other' option; emptied when she picks another. */
  customName: 'customBudget' | 'customIntention';
  otherValue: V;
  /** Shown under the cards while the 'other' option is chosen. */
  customField: ReactNode;
  legend: string;
  options: readonly Option<V>[];
  columns?: SimpleGridProps['columns'];
}

/** A step's single-choice answer (the step heading asks the question) with a free-text 'other'. */
export function SingleChoiceWithOther<V extends string>({
  name,
  customName,
  otherValue,
  customField,
  ...cards
}: SingleChoiceWithOtherProps<V>) {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError(name);
  // Choosing the 'other' option brings its box to her, with the cursor in it.
  const [justChoseOther, setJustChoseOther] = useState(false);

  return (
    <Stack gap="6">
      <SingleChoiceCards
        name={name}
        hideLegend
        {...cards}
        value={values[name]}
        onChange={(chosen) => {
          void setFieldValue(name, chosen);
          setJustChoseOther(chosen === otherValue);
          if (chosen !== otherValue) void setFieldValue(customName, '');
        }}
        error={error}
      />
      {values[name] === otherValue && <RevealedOnChoice reveal={justChoseOther}>{customField}</RevealedOnChoice>}
    </Stack>
  );
}
