import { SegmentGroup } from '@chakra-ui/react';

interface SegmentChoiceProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  value: V;
  items: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A row of segments of which exactly one is chosen, e.g. Day or Week. */
export function SegmentChoice<V extends string>({ label, value, items, onChange }: SegmentChoiceProps<V>) {
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        const item = items.find((candidate) => candidate.value === details.value);
        if (item) onChange(item.value);
      }}
      aria-label={label}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={items} />
    </SegmentGroup.Root>
  );
}
