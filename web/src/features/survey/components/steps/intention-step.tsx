import { intentionOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { SingleChoiceWithOther } from '../fields/choice-with-other';
import { TextField } from '../fields/text-field';

export function IntentionStep() {
  return (
    <SingleChoiceWithOther
      name="shoppingIntention"
      customName="customIntention"
      otherValue="other"
      legend="The purpose of your visit"
      options={intentionOptions}
      customField={
        <TextField name="customIntention" label="Tell us about your visit" maxLength={surveyLimits.customIntention} />
      }
    />
  );
}
