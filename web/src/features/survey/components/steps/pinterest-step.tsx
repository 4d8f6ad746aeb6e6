import { surveyLimits } from '@bridal/shared/survey/survey-schema';
import { TextField } from '../fields/text-field';

export function PinterestStep() {
  return (
    <TextField
      name="pinterestBoard"
      label="Pinterest board link"
      type="url"
      inputMode="url"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder="https://www.pinterest.com/you/wedding-dress/"
      maxLength={surveyLimits.pinterestBoard}
      helperText="In Pinterest, open your board, tap Share, then Copy link and paste it here."
    />
  );
}
