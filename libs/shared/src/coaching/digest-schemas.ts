import * as yup from 'yup';
import { digestKinds, digestMessages } from './digest';

/** GET the list: her own digests, or the team's (owner and admins). */
export const digestListQuerySchema = yup.object({
  kind: yup
    .string()
    .oneOf([...digestKinds], digestMessages.kind)
    .optional(),
});

/** PUT her own e-mail preference: the page keeps coming either way. */
export const digestOptOutSchema = yup.object({
  optOut: yup.boolean().strict().required(digestMessages.optOut).typeError(digestMessages.optOut),
});

/** PUT the boutique's switch (admins). */
export const digestEnabledSchema = yup.object({
  enabled: yup.boolean().strict().required(digestMessages.enabled).typeError(digestMessages.enabled),
});
