/** One labelled control of a filter bar (a keyword, a select, a date), taking its share of the row. */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FilterFieldProps = {
  label: string;
  /** Its share of the row, as CSS `flex`: `grow shrink basis`. */
  flex: string;
  invalid?: boolean;
  children: ReactNode;
};

export function FilterField({ label, flex, invalid, children }: FilterFieldProps) {
  return (
    <Field.Root flex={flex} invalid={invalid}>
      <Field.Label fontSize="sm" color="gray.700">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}
