/**
 * The two dates of a filter bar's date range with 至 between them. Each date picker stops at the
 * other end of the range, so a start after the end can hardly be picked.
 */
import { Text } from '@chakra-ui/react';
import { FilterField } from './filter-field';
import { PlainFieldInput } from './plain-field';

export type DateRange = { dateFrom: string; dateTo: string };

type DateRangeFieldsProps = {
  range: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  labels: { from: string; to: string; separator: string };
  /** The range was refused: both dates are marked. */
  invalid: boolean;
  /** The fields' names in a form the browser submits itself. */
  names?: { from: string; to: string };
};

export function DateRangeFields({ range, onChange, labels, invalid, names }: DateRangeFieldsProps) {
  const { dateFrom, dateTo } = range;
  return (
    <>
      <FilterField label={labels.from} flex="1 1 150px" invalid={invalid}>
        <PlainFieldInput
          type="date"
          name={names?.from}
          value={dateFrom}
          max={dateTo || undefined}
          onChange={(event) => onChange({ dateFrom: event.target.value })}
        />
      </FilterField>
      <Text pb="2" color="gray.500" display={{ base: 'none', md: 'block' }} aria-hidden="true">
        {labels.separator}
      </Text>
      <FilterField label={labels.to} flex="1 1 150px" invalid={invalid}>
        <PlainFieldInput
          type="date"
          name={names?.to}
          value={dateTo}
          min={dateFrom || undefined}
          onChange={(event) => onChange({ dateTo: event.target.value })}
        />
      </FilterField>
    </>
  );
}
