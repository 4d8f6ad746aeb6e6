import { Field, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useVisibleError } from '../../../components/form/form-field';
import { NativeCheckbox } from '../../../components/form/native-checkbox';

/** 'Send follow-ups automatically': a native checkbox with the switch role, its hint and error under it. */
export function AutoSendSwitch({ name }: { name: string }) {
  const id = useId();
  const error = useVisibleError(name);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field.Root id={id} ids={{ errorText: errorId, helperText: hintId }} invalid={Boolean(error)}>
      <NativeCheckbox
        name={name}
        id={inputId}
        label="Send follow-ups automatically"
        labelProps={{ fontWeight: 'semibold' }}
        role="switch"
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        mt="1"
      />
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
