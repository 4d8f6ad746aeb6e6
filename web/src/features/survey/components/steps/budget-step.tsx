import { budgetOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { SingleChoiceWithOther } from '../fields/choice-with-other';
import { TextField } from '../fields/text-field';

export function BudgetStep() {
  return (
    <SingleChoiceWithOther
      name="budget"
      customName="customBudget"
      otherValue="custom"
      legend="Your price point"
      options={budgetOptions}
      columns={{ base: 1, sm: 2 }}
      customField={
        <TextField
          name="customBudget"
          label="Your budget in dollars"
          inputMode="decimal"
          placeholder="For example: 2500"
          maxLength={surveyLimits.customBudget}
          maxW={{ sm: 'xs' }}
        />
      }
    />
  );
}
