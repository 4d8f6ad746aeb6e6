import * as yup from 'yup';
import { optionalText } from '../validation/text-fields';
import { consultantSignatureMessages } from './consultant-signature';
import { followUpLimits, followUpMessages } from './follow-up';

const signatureField = () =>
  optionalText(followUpLimits.signature, followUpMessages.signatureLength, { multiLine: true });

/** The signature form: an empty field is allowed (she signs with her name). */
export const consultantSignatureFormSchema = yup.object({ signature: signatureField() });

/** PUT { signature }: trimmed, line breaks kept, '' to sign with her name again. */
export const consultantSignatureSchema = yup.object({
  signature: signatureField().default(undefined).defined(consultantSignatureMessages.missing),
});

export type ConsultantSignatureRequest = yup.InferType<typeof consultantSignatureSchema>;
