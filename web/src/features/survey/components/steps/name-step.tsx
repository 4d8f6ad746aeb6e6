import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { TextField } from '../fields/text-field';

export function NameStep() {
  return (
    <TextField
      name="name"
      label="Your preferred name"
      required
      autoComplete="given-name"
      maxLength={surveyLimits.name}
    />
  );
}
