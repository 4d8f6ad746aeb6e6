import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { closingReportQuerySchema, type ReportGrouping } from '@bridal/shared/reports/closing-report';
import { useState } from 'react';
import { type PeriodPreset, periodPresets } from '../utils/report-period';

export interface PeriodChoice {
  preset: PeriodPreset;
  from?: string;
  to?: string;
  by: ReportGrouping;
}

interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}

/** Custom dates, checked with the API's own rules before they are asked for. */
function CustomDates({ value, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const apply = async () => {
    try {
      await closingReportQuerySchema.validate({ from, to, by: value.by }, { abortEarly: false });
      if (!from || !to) throw new Error('both');
      setErrors({});
      onChange({ ...value, from, to });
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
      const found: Record<string, string> = {};
      for (const issue of inner) if (issue.path && !found[issue.path]) found[issue.path] = issue.message;
      if (!from) found.from = 'Please choose a start date.';
      if (!to) found.to = 'Please choose an end date.';
      setErrors(found);
    }
  };

  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root invalid={Boolean(errors.from)} w={{ base: 'full', sm: 'auto' }}>
        <Field.Label>From</Field.Label>
        <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} bg="white" />
        <Field.ErrorText>{errors.from}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.to)} w={{ base: 'full', sm: 'auto' }}>
        <Field.Label>To</Field.Label>
        <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} bg="white" />
        <Field.ErrorText>{errors.to}</Field.ErrorText>
      </Field.Root>
      <Button colorPalette="brand" onClick={() => void apply()} w={{ base: 'full', sm: 'auto' }}>
        Show these dates
      </Button>
    </Flex>
  );
}

/** The period (a preset or two dates) and the grouping (by week or month). */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Period</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field
              value={value.preset}
              onChange={(event) => onChange({ ...value, preset: event.target.value as PeriodPreset })}
            >
              {periodPresets.map((preset) => (
                <option key={preset.value} value={preset.value}>
                  {preset.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label>Group by</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field
              value={value.by}
              onChange={(event) => onChange({ ...value, by: event.target.value as ReportGrouping })}
            >
              <option value="week">Week</option>
              <option value="month">Month</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {value.preset === 'custom' && <CustomDates value={value} onChange={onChange} />}
      {value.preset === 'custom' && (
        <Text fontSize="sm" color="fg.muted">
          Up to 2 years, in the boutique&apos;s days.
        </Text>
      )}
    </Stack>
  );
}
