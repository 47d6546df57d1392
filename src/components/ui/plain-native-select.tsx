/**
 * A native select drawn with Chakra's nativeSelect recipe, as `NativeSelect` draws it (the box, the
 * select and its chevron), for a select outside a `Field` (the pager's 每页 N 条). Chakra's
 * `NativeSelect` draws its select with Ark's field select, which reads a field context such a select
 * never has and brings all of Ark's Field with it: about 4 KB of every public page that has a pager.
 */
import {
  chakra,
  createSlotRecipeContext,
  type HTMLChakraProps,
  type NativeSelectIndicatorProps,
  type NativeSelectRootProps,
} from '@chakra-ui/react';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'nativeSelect' });

const Root = withProvider<HTMLDivElement, NativeSelectRootProps>('div', 'root');
const Field = withContext<HTMLSelectElement, SelectProps>('select', 'field');
const Indicator = withContext<HTMLDivElement, NativeSelectIndicatorProps>('div', 'indicator');

type SelectProps = Omit<HTMLChakraProps<'select'>, 'size'>;

type PlainNativeSelectProps = SelectProps &
  Pick<NativeSelectRootProps, 'size' | 'variant' | 'width' | 'invalid'>;

export function PlainNativeSelect({
  size,
  variant,
  width,
  disabled,
  invalid,
  children,
  ...field
}: PlainNativeSelectProps) {
  return (
    <Root size={size} variant={variant} width={width} disabled={disabled}>
      <Field disabled={disabled} data-invalid={invalid === true ? '' : undefined} {...field}>
        {children}
      </Field>
      <Indicator
        data-disabled={disabled === true ? '' : undefined}
        data-invalid={invalid === true ? '' : undefined}
      >
        {/* Chakra's own chevron, as NativeSelect draws it. */}
        <chakra.svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </Indicator>
    </Root>
  );
}
