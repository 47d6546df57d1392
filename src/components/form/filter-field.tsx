/**
 * One labelled control of a filter bar (a keyword, a select, a date), taking its share of the row.
 * It is a PlainField, so its control is a `PlainFieldInput` or `PlainFieldNativeSelect`.
 */
import type { ReactNode } from 'react';
import { PlainField, PlainFieldLabel } from './plain-field';

type FilterFieldProps = {
  label: string;
  /** Its share of the row, as CSS `flex`: `grow shrink basis`. */
  flex: string;
  invalid?: boolean;
  children: ReactNode;
};

export function FilterField({ label, flex, invalid, children }: FilterFieldProps) {
  return (
    <PlainField flex={flex} invalid={invalid}>
      <PlainFieldLabel fontSize="sm" color="gray.700">
        {label}
      </PlainFieldLabel>
      {children}
    </PlainField>
  );
}
