import { List, VisuallyHidden } from '@chakra-ui/react';
import { messages } from '@bridal/shared/validation/messages';
import { useEffect, useState } from 'react';
import type { ValidationError } from 'yup';
import { lazyModule } from '../../lib/lazy-schema';

// The shared password rule, with yup: fetched once there is a password to check.
const passwordFieldModule = lazyModule(() => import('@bridal/shared/validation/fields'));

// Each hint is met when the shared password rule's own message is absent, so the list can never
// disagree with what the server enforces.
const hints = [
  { text: 'At least 8 characters', message: messages.passwordMin8 },
  { text: 'An uppercase letter', message: messages.passwordUppercase },
  { text: 'A lowercase letter', message: messages.passwordLowercase },
  { text: 'A number', message: messages.passwordNumber },
  { text: 'A special character', message: messages.passwordSpecial },
] as const;

type PasswordRule = ReturnType<Awaited<ReturnType<typeof passwordFieldModule>>['accountPasswordField']>;

/** The shared password rule, loaded (with yup) once there is a password to check. */
function usePasswordRule(wanted: boolean): PasswordRule | undefined {
  const [rule, setRule] = useState<PasswordRule>();
  useEffect(() => {
    if (!wanted || rule) return;
    let current = true;
    passwordFieldModule().then(
      (module) => current && setRule(module.accountPasswordField()),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, rule]);
  return rule;
}

function failedRules(password: string, rule: PasswordRule | undefined): string[] {
  if (!password || !rule) return hints.map((hint) => hint.message);
  try {
    rule.validateSync(password, { abortEarly: false });
    return [];
  } catch (error) {
    return error instanceof Error && error.name === 'ValidationError' ? (error as ValidationError).errors : [];
  }
}

/**
 * A live checklist of the account password rule under a new-password input (sign-up, reset,
 * invitation acceptance: one rule, one list).
 */
export function PasswordChecklist({ password }: { password: string }) {
  const rule = usePasswordRule(password !== '');
  const failed = failedRules(password, rule);
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
