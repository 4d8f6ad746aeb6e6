import { Field, Input, Stack } from '@chakra-ui/react';
import { customPartyPrefix, shoppingPartyOptions } from '@bridal/shared/survey/survey-options';
import { setCustomPartyMember, toggleShoppingParty } from '@bridal/shared/survey/survey-rules';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { RevealedOnChoice } from '../fields/revealed-on-choice';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { MultiChoiceCards } from '../fields/choice-cards';
import { useVisibleError } from '../../../../components/form/form-field';

/** The free-text "other" member; kept as typed here, stored trimmed as a 'custom:' entry. */
function CustomMemberInput() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const [text, setText] = useState(
    () =>
      values.shoppingParty.find((entry) => entry.startsWith(customPartyPrefix))?.slice(customPartyPrefix.length) ?? '',
  );

  return (
    <Field.Root>
      <Field.Label fontWeight="semibold" fontSize="md">
        Who else is coming?
      </Field.Label>
      <Input
        size="lg"
        value={text}
        maxLength={surveyLimits.customPartyMember}
        placeholder="For example: my aunt Maria"
        onChange={(event) => {
          setText(event.target.value);
          void setFieldValue('shoppingParty', setCustomPartyMember(values.shoppingParty, event.target.value));
        }}
      />
    </Field.Root>
  );
}

export function ShoppingPartyStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError('shoppingParty');
  const [justChoseOther, setJustChoseOther] = useState(false);

  return (
    <Stack gap="6">
      <MultiChoiceCards
        legend="Who is shopping with you"
        hideLegend
        helperText="Choosing 'Just me' clears the others."
        options={shoppingPartyOptions}
        columns={{ base: 1, sm: 2, md: 3 }}
        selected={values.shoppingParty}
        onToggle={(member) => {
          setJustChoseOther(member === 'other' && !values.shoppingParty.includes('other'));
          void setFieldValue('shoppingParty', toggleShoppingParty(values.shoppingParty, member));
        }}
        error={error}
      />
      {values.shoppingParty.includes('other') && (
        <RevealedOnChoice reveal={justChoseOther}>
          <CustomMemberInput />
        </RevealedOnChoice>
      )}
    </Stack>
  );
}
