import { TextField } from '../fields/text-field';

export function DateStep() {
  return <TextField name="weddingDate" label="Wedding date" type="date" maxW={{ sm: 'xs' }} />;
}
