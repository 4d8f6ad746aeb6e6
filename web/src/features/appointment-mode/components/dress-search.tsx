import { Button, Stack, Text } from '@chakra-ui/react';
import type { InventoryDress } from '@bridal/shared/inventory/inventory-dresses';
import { InventorySearchField } from '../../../components/inventory/inventory-search-field';
import { useEffect, useState } from 'react';
import { searchInventory } from '../api/search-inventory';
import { formatMoney } from '@bridal/shared/format/money';
import { dressLabel } from '@bridal/shared/dresses/dress-label';

export interface PickedDress {
  /** The inventory dress, or null for a typed name. */
  dressId: string | null;
  dressName: string;
}

interface DressSearchProps {
  label: string;
  onPick: (dress: PickedDress) => void;
  /** What the button for a typed name says: "Add "Lila"". */
  typedLabel: (name: string) => string;
}

/**
 * Finds a dress in the boutique's current inventory as she types, or takes the typed name as it
 * is (a dress off the floor, or when the inventory cannot be searched).
 */
export function DressSearch({ label, onPick, typedLabel }: DressSearchProps) {
  const [text, setText] = useState('');
  // What a search found, for the words it searched: older answers are not shown for newer words.
  const [found, setFound] = useState<{ words: string; dresses: InventoryDress[]; note: string | null }>({
    words: '',
    dresses: [],
    note: null,
  });
  const current = text.trim();
  const results = found.words === current ? found.dresses : [];
  const note = found.words === current ? found.note : null;

  useEffect(() => {
    if (current.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchInventory(current, controller.signal)
        .then((dresses) =>
          setFound({
            words: current,
            dresses,
            note: dresses.length === 0 ? 'No dress in the inventory matches: add it by its name.' : null,
          }),
        )
        .catch(() => {
          if (controller.signal.aborted) return;
          setFound({
            words: current,
            dresses: [],
            note: 'The inventory could not be searched: add the dress by its name.',
          });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [current]);

  const pick = (dress: PickedDress) => {
    onPick(dress);
    setText('');
  };

  return (
    <Stack gap="2">
      <InventorySearchField label={label} value={text} onChange={setText} inputSize="lg" />
      {results.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Dresses found">
          {results.map((dress) => (
            <li key={dress.id}>
              <Button
                type="button"
                variant="outline"
                width="full"
                justifyContent="space-between"
                minH="11"
                onClick={() => pick({ dressId: dress.id, dressName: dressLabel(dress) })}
              >
                <Text truncate>{dressLabel(dress)}</Text>
                {dress.price !== null && <Text color="fg.muted">{formatMoney(dress.price)}</Text>}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {note && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {note}
        </Text>
      )}
      {text.trim() && (
        <Button
          type="button"
          variant="subtle"
          minH="11"
          onClick={() => pick({ dressId: null, dressName: text.trim() })}
        >
          {typedLabel(text.trim())}
        </Button>
      )}
    </Stack>
  );
}
