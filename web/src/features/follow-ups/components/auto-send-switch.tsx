import { chakra, Field, HStack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { useVisibleError } from '../../../components/form/form-field';

/**
 * 'Send follow-ups automatically' as a native checkbox with the switch role: Chakra's Switch would
 * bring a state machine for one control the browser handles, keyboard and label included.
 */
export function AutoSendSwitch({ name }: { name: string }) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const error = useVisibleError(name);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field.Root id={id} ids={{ errorText: errorId, helperText: hintId }} invalid={Boolean(error)}>
      <HStack align="flex-start" gap="2.5">
        <chakra.input
          type="checkbox"
          role="switch"
          id={inputId}
          name={name}
          checked={field.value === true}
          aria-checked={field.value === true}
          onChange={(event) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(event.target.checked);
          }}
          onBlur={field.onBlur}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          boxSize="4"
          mt="1"
          flexShrink={0}
          accentColor="brand.solid"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        />
        <chakra.label htmlFor={inputId} fontWeight="semibold" cursor="pointer">
          Send follow-ups automatically
        </chakra.label>
      </HStack>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        Off: a consultant reviews each draft and clicks Send. On: drafts go out by themselves when they fall due (after
        the quiet hours), at most two per appointment.
      </Text>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
