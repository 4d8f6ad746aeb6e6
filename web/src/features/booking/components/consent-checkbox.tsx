import { useId } from 'react';
import { NativeCheckbox } from '../../../components/form/native-checkbox';

/** Her follow-up consent: a native checkbox, unticked unless she ticks it, never required. */
export function ConsentCheckbox({ name, label }: { name: string; label: string }) {
  const id = useId();
  return <NativeCheckbox name={name} id={id} label={label} boxSize="5" />;
}
