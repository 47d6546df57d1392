/**
 * A labelled field drawn as Chakra's `Field` draws it (its root, its label, and the input or native
 * select it labels: the same markup, ids, attributes, classes and CSS), for the filter bars of the
 * public lists. Chakra's `Field` is Ark's, which brings all its parts with it (the textarea's
 * auto-resize, the helper and error texts that watch the DOM, …): about 5 KB of every page with a
 * filter bar. A filter field has neither helper nor error text, so what it needs of Ark's field is
 * the ids and the states the label and the control carry, given here through a context of its own.
 *
 * Its control must read that context: `PlainFieldInput` or `PlainFieldNativeSelect`, not Chakra's
 * `Input` (which reads Ark's context and would lose its label).
 */
import {
  createSlotRecipeContext,
  type FieldLabelProps,
  type FieldRootProps,
  type InputProps,
} from '@chakra-ui/react';
import { createContext, forwardRef, useContext, useId, type ComponentProps } from 'react';
import { PlainInput } from '@/components/ui/plain-input';
import { PlainNativeSelect } from '@/components/ui/plain-native-select';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });

const Label = withContext<HTMLLabelElement, FieldLabelProps>('label', 'label');

type FieldState = { id: string; invalid: boolean };

const FieldStateContext = createContext<FieldState | null>(null);

function useFieldState(): FieldState {
  const state = useContext(FieldStateContext);
  if (state === null) throw new Error('A plain field control is drawn outside a PlainField.');
  return state;
}

// Ark writes these attributes as `dataAttr` and `ariaAttr` do: present and empty, or "true".
const dataAttr = (on: boolean) => (on ? '' : undefined);
const ariaAttr = (on: boolean) => (on ? 'true' : undefined);

/** The parts' attributes in Ark's order, so the markup is the same attribute for attribute. */
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name });

/** Ark gives a control's own props the last word, except where they are undefined. */
function withOwnProps<Own extends object>(given: Record<string, unknown>, own: Own): Own {
  const merged: Record<string, unknown> = { ...given };
  for (const [key, value] of Object.entries(own))
    if (value !== undefined || !(key in merged)) merged[key] = value;
  return merged as Own;
}

function controlProps({ id, invalid }: FieldState, partName: string) {
  return {
    'aria-invalid': ariaAttr(invalid),
    'data-invalid': dataAttr(invalid),
    id,
    required: false,
    disabled: false,
    readOnly: false,
    ...part(partName),
  };
}

/**
 * The root's box, which takes the field's id as Ark's root does: inside the styled element, so that
 * the server gives it the same id (React's ids follow the tree).
 */
const RootBox = forwardRef<HTMLDivElement, ComponentProps<'div'> & { invalid?: boolean }>(
  function RootBox({ invalid = false, ...rest }, ref) {
    const id = useId();
    return (
      <FieldStateContext.Provider value={{ id, invalid }}>
        <div
          {...withOwnProps(
            {
              ...part('root'),
              id: `field::${id}`,
              role: 'group',
              'data-invalid': dataAttr(invalid),
            },
            rest,
          )}
          ref={ref}
        />
      </FieldStateContext.Provider>
    );
  },
);

type PlainFieldProps = Omit<FieldRootProps, 'id' | 'ids' | 'disabled' | 'readOnly' | 'required'>;

/** The field's root (a `role="group"` box with its recipe's layout), giving its control the ids. */
export const PlainField = withProvider<HTMLDivElement, PlainFieldProps>(RootBox, 'root');

/** The field's label, for its control. */
export function PlainFieldLabel(props: FieldLabelProps) {
  const state = useFieldState();
  return (
    <Label
      {...withOwnProps(
        {
          ...part('label'),
          id: `field::${state.id}::label`,
          'data-invalid': dataAttr(state.invalid),
          htmlFor: state.id,
        },
        props,
      )}
    />
  );
}

/** The field's input, drawn with the input recipe. */
export function PlainFieldInput(props: InputProps) {
  return <PlainInput {...withOwnProps(controlProps(useFieldState(), 'input'), props)} />;
}

/** The field's native select, drawn with the nativeSelect recipe (box, select and chevron). */
export function PlainFieldNativeSelect(props: ComponentProps<typeof PlainNativeSelect>) {
  const state = useFieldState();
  return (
    <PlainNativeSelect
      {...withOwnProps({ ...controlProps(state, 'select'), invalid: state.invalid }, props)}
    />
  );
}
