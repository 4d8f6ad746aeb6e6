import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { bridesQueryLimits } from '@bridal/shared/brides/brides-page';
import type { ReactNode } from 'react';
import type { BridesListQuery } from '../utils/brides-page-url';

interface BridesFiltersProps {
  /** What she has typed (the list follows it a moment later). */
  search: string;
  onSearch: (search: string) => void;
  status: NonNullable<BridesListQuery['status']>;
  onStatus: (status: NonNullable<BridesListQuery['status']>) => void;
  when: NonNullable<BridesListQuery['when']>;
  onWhen: (when: NonNullable<BridesListQuery['when']>) => void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} bg="white">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The full list's search by name and its filters by status and wedding date. */
export function BridesFilters({ search, onSearch, status, onStatus, when, onWhen }: BridesFiltersProps) {
  return (
    <SimpleGrid role="search" aria-label="Find a bride" columns={{ base: 1, md: 3 }} gap="3">
      <Field.Root>
        <Field.Label fontWeight="semibold">Search by name</Field.Label>
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          maxLength={bridesQueryLimits.search}
          placeholder="Her name, or part of it"
          bg="white"
        />
      </Field.Root>
      <Select label="Status" value={status} onChange={(value) => onStatus(value as typeof status)}>
        <option value="">Any status</option>
        <option value="ready">Ready</option>
        <option value="analyzing">Analyzing...</option>
        <option value="awaiting_survey">Survey not in yet</option>
      </Select>
      <Select label="Wedding" value={when} onChange={(value) => onWhen(value as typeof when)}>
        <option value="">Upcoming and past</option>
        <option value="upcoming">Upcoming (or no date yet)</option>
        <option value="past">Past</option>
      </Select>
    </SimpleGrid>
  );
}
