import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Removes one row of a settings list (an opening range, a closed date); its name says which. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" colorPalette="red" size="lg" onClick={onClick} aria-label={label}>
      Remove
    </Button>
  );
}

/** Adds a row to a settings list, under its rows. */
export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" colorPalette="brand" size="sm" alignSelf="flex-start" onClick={onClick}>
      {children}
    </Button>
  );
}
