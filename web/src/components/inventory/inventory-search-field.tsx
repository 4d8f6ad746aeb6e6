import { Field, Input, type InputProps } from '@chakra-ui/react';
import { inventorySearchMaxLength } from '@bridal/shared/inventory/inventory-dresses';

interface InventorySearchFieldProps extends Omit<Field.RootProps, 'onChange'> {
  label: string;
  value: string;
  onChange: (text: string) => void;
  inputSize?: InputProps['size'];
}

/**
 * A search of the boutique's inventory, on its page and in an appointment: the same words searched
 * (the server looks in the tag's fields) and the server's own limit on what is typed.
 */
export function InventorySearchField({ label, value, onChange, inputSize, ...root }: InventorySearchFieldProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        size={inputSize}
        value={value}
        maxLength={inventorySearchMaxLength}
        placeholder="Style number, designer, name, fabric..."
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}
