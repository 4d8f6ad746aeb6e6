import { DataList } from '@chakra-ui/react';

export interface Answer {
  label: string;
  value: string;
  /** Long free text keeps its line breaks and takes the full width. */
  long?: boolean;
}

/** Labelled answers; the empty ones are left out. */
export function AnswerList({ answers }: { answers: readonly Answer[] }) {
  return (
    <DataList.Root
      orientation="vertical"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="4"
    >
      {answers
        .filter((answer) => answer.value.trim())
        .map((answer) => (
          <DataList.Item key={answer.label} gridColumn={answer.long ? '1 / -1' : undefined}>
            <DataList.ItemLabel color="fg.muted" fontWeight="medium">
              {answer.label}
            </DataList.ItemLabel>
            <DataList.ItemValue
              fontSize="md"
              fontWeight={answer.long ? 'normal' : 'semibold'}
              whiteSpace={answer.long ? 'pre-line' : undefined}
              overflowWrap="anywhere"
            >
              {answer.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
