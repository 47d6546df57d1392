/**
 * A compact select above a list that narrows it to one of a few fixed values (a state, a status):
 * its label read by screen readers only, a first option that sets no limit (全部…), then the values.
 */
import { Flex, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';

type ChoiceFilterProps<Value extends string> = {
  label: string;
  /** The first option, choosing no limit ('' as its value). */
  anyLabel: string;
  choices: readonly Value[];
  choiceLabel: (choice: Value) => string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  /** The select's width from the medium breakpoint up, as a size token; full width below it. */
  width?: string;
};

export function ChoiceFilter<Value extends string>({
  label,
  anyLabel,
  choices,
  choiceLabel,
  value,
  onChange,
  width = '36',
}: ChoiceFilterProps<Value>) {
  const id = useId();
  return (
    <Flex align="center" flexShrink={0}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="lg" width={{ base: 'full', md: width }}>
        <NativeSelect.Field
          id={id}
          bg="white"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(choices.find((choice) => choice === next) ?? '');
          }}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(choice)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
