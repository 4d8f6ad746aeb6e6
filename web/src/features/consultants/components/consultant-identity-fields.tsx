import { consultantLimits } from '@bridal/shared/consultants/consultant-schemas';
import { TextField } from '../../../components/form/text-field';

interface ConsultantIdentityFieldsProps {
  /** Each dialog words its labels as its screen does. */
  nameLabel: string;
  emailLabel: string;
  emailRequired?: boolean;
  emailHelperText?: string;
}

/** A consultant's name and e-mail (her username), as both the invite and the edit dialogs ask them. */
export function ConsultantIdentityFields({
  nameLabel,
  emailLabel,
  emailRequired,
  emailHelperText,
}: ConsultantIdentityFieldsProps) {
  return (
    <>
      <TextField name="name" label={nameLabel} required autoComplete="off" maxLength={consultantLimits.name} />
      <TextField
        name="email"
        label={emailLabel}
        type="email"
        inputMode="email"
        required={emailRequired}
        autoComplete="off"
        maxLength={consultantLimits.email}
        helperText={emailHelperText}
      />
    </>
  );
}
