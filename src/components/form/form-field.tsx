/**
 * One labelled field of a form: its label (with * when required), the control, and below it either
 * the reason the value is refused or, while it is not, a hint.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: string;
  /** Why the value is refused; shown instead of the hint. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The control: an input, a textarea or a select. */
  children: ReactNode;
};

export function FormField({ label, error, hint, required, disabled, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error !== undefined ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : hint !== undefined ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
