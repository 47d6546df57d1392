/**
 * A native select of a filter bar: its label, a first option that sets no limit (全部…), then the
 * options the filter offers.
 */
import type { ReactNode } from 'react';
import { FilterField } from './filter-field';
import { PlainFieldNativeSelect } from './plain-field';

type FilterSelectProps = {
  label: string;
  /** Its share of the row, as CSS `flex`. */
  flex: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, choosing no limit ('' as its value). */
  anyLabel: string;
  /** The `<option>`s (or `<optgroup>`s) after it. */
  children: ReactNode;
};

export function FilterSelect({
  label,
  flex,
  value,
  onChange,
  anyLabel,
  children,
}: FilterSelectProps) {
  return (
    <FilterField label={label} flex={flex}>
      <PlainFieldNativeSelect
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{anyLabel}</option>
        {children}
      </PlainFieldNativeSelect>
    </FilterField>
  );
}
