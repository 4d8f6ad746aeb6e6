import { normalisePinterestLink } from '@bridal/shared/survey/is-pinterest-link';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { useFormikContext } from 'formik';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { TextField } from '../fields/text-field';

export function PinterestStep() {
  const { setFieldValue } = useFormikContext<SurveyFormValues>();
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
      onBlur={(event) => {
        // A link typed without https:// is taken; she sees it as the full link it is taken as.
        const typed = event.currentTarget.value;
        const link = normalisePinterestLink(typed);
        if (link !== typed) void setFieldValue('pinterestBoard', link, false);
      }}
    />
  );
}
