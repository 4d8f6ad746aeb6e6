import { List, VisuallyHidden } from '@chakra-ui/react';
import { accountPasswordField } from '@bridal/shared/validation/fields';
import { messages } from '@bridal/shared/validation/messages';
import { ValidationError } from 'yup';

// Each hint is met when the shared password rule's own message is absent, so the list can never
// disagree with what the server enforces.
const hints = [
  { text: 'At least 8 characters', message: messages.passwordMin8 },
  { text: 'An uppercase letter', message: messages.passwordUppercase },
  { text: 'A lowercase letter', message: messages.passwordLowercase },
  { text: 'A number', message: messages.passwordNumber },
  { text: 'A special character', message: messages.passwordSpecial },
] as const;

function failedRules(password: string): string[] {
  if (!password) return hints.map((hint) => hint.message);
  try {
    accountPasswordField().validateSync(password, { abortEarly: false });
    return [];
  } catch (error) {
    return error instanceof ValidationError ? error.errors : [];
  }
}

/** A live checklist of the password policy under a new-password input. */
export function PasswordChecklist({ password }: { password: string }) {
  const failed = failedRules(password);
  return (
    <List.Root variant="plain" gap="1" fontSize="sm" aria-label="Password requirements">
      {hints.map((hint) => {
        const met = !failed.includes(hint.message);
        return (
          <List.Item key={hint.text} color={met ? 'green.700' : 'fg.muted'} alignItems="center">
            <List.Indicator aria-hidden="true" fontWeight="bold" w="4">
              {met ? '✓' : '○'}
            </List.Indicator>
            {hint.text}
            <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
