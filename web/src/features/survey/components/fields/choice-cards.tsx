import { Box, CheckboxCard, Fieldset, RadioCard, SimpleGrid, type SimpleGridProps, Text } from '@chakra-ui/react';
import type { Option } from '@bridal/shared/survey/survey-options';
import { useId } from 'react';

/** The default unchecked box is too faint to see (WCAG 1.4.11 asks 3:1 for a control's edge). */
const indicatorContrast = { borderColor: 'gray.500', _checked: { borderColor: 'colorPalette.solid' } } as const;
/** Both kinds of card: a tall touch target whose long labels wrap beside the indicator. */
const cardControl = { minH: '14', alignItems: 'center', px: '3', gap: '2' } as const;
const cardLabel = { minW: '0', overflowWrap: 'break-word' } as const;

interface ChoiceCardsProps<V extends string> {
  legend: string;
  /** Hides the legend visually when the step heading already asks the question. */
  hideLegend?: boolean;
  helperText?: string;
  options: readonly Option<V>[];
  error?: string;
  columns?: SimpleGridProps['columns'];
}

interface MultiChoiceCardsProps<V extends string> extends ChoiceCardsProps<V> {
  selected: readonly string[];
  onToggle: (value: V) => void;
}

/** A group of checkbox cards: large touch targets for a multi-select answer. */
export function MultiChoiceCards<V extends string>({
  legend,
  hideLegend = false,
  helperText,
  options,
  error,
  columns = { base: 2, md: 3 },
  selected,
  onToggle,
}: MultiChoiceCardsProps<V>) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold" fontSize="md" color="fg" srOnly={hideLegend}>
        {legend}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText color="fg.muted">{helperText}</Fieldset.HelperText>}
      <SimpleGrid columns={columns} gap="3">
        {options.map((option) => (
          <CheckboxCard.Root
            key={option.value}
            value={option.value}
            checked={selected.includes(option.value)}
            onCheckedChange={() => onToggle(option.value)}
            colorPalette="brand"
            variant="surface"
            size="lg"
            bg={selected.includes(option.value) ? undefined : 'white'}
          >
            <CheckboxCard.HiddenInput />
            <CheckboxCard.Control {...cardControl}>
              <CheckboxCard.Label {...cardLabel}>{option.label}</CheckboxCard.Label>
              <CheckboxCard.Indicator {...indicatorContrast} />
            </CheckboxCard.Control>
          </CheckboxCard.Root>
        ))}
      </SimpleGrid>
      {error && (
        <Fieldset.ErrorText color="red.700" fontSize="sm">
          {error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

interface SingleChoiceCardsProps<V extends string> extends ChoiceCardsProps<V> {
  name: string;
  value: string;
  onChange: (value: V) => void;
}

/** A group of radio cards for a single-choice answer. */
export function SingleChoiceCards<V extends string>({
  name,
  legend,
  hideLegend = false,
  helperText,
  options,
  error,
  columns = 1,
  value,
  onChange,
}: SingleChoiceCardsProps<V>) {
  const hintId = useId();
  const errorId = useId();
  return (
    <RadioCard.Root
      name={name}
      value={value || null}
      onValueChange={({ value: chosen }) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onChange(option.value);
      }}
      colorPalette="brand"
      variant="surface"
      size="lg"
      invalid={Boolean(error)}
      aria-describedby={[helperText ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
    >
      <RadioCard.Label fontWeight="semibold" fontSize="md" color="fg" srOnly={hideLegend}>
        {legend}
      </RadioCard.Label>
      {helperText && (
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {helperText}
        </Text>
      )}
      <SimpleGrid columns={columns} gap="3" mt="1">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} bg={value === option.value ? undefined : 'white'}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl {...cardControl}>
              <RadioCard.ItemText {...cardLabel}>{option.label}</RadioCard.ItemText>
              <RadioCard.ItemIndicator {...indicatorContrast} />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {error && (
        <Box id={errorId} color="red.700" fontSize="sm" mt="1">
          {error}
        </Box>
      )}
    </RadioCard.Root>
  );
}
