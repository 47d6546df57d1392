/**
 * The filter bar above a list: its fields in a row that wraps, applied with 查询 and cleared with
 * 重置, and the reason the filters cannot be applied (a date range the wrong way round) below them.
 *
 * A list kept in the address may give where its filters lead (`target`): the bar is then a GET form
 * there (its fields named as the address names them) and 重置 a link, which the browser submits and
 * follows before the scripts run.
 */
import { Alert, Box, Button, chakra, Flex } from '@chakra-ui/react';
import { RotateCcw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { followInApp } from '@/lib/follow-in-app';
import { getFormTarget } from '@/lib/get-form-target';

type FilterBarProps = {
  /** The form's name for screen readers. */
  label: string;
  labels: { search: string; reset: string };
  /** Called on 查询, after the browser's own submission is prevented. */
  onSubmit: () => void;
  onReset: () => void;
  /** Why the filters were not applied, or null. */
  problem: string | null;
  /** A line of explanation below the fields. */
  note?: ReactNode;
  /**
   * The list's address without the filters (`href`), the names of the fields the bar submits
   * (`fields`), and where 重置 leads (`resetHref`).
   */
  target?: { href: string; fields: readonly string[]; resetHref: string };
  children: ReactNode;
};

export function FilterBar({
  label,
  labels,
  onSubmit,
  onReset,
  problem,
  note,
  target,
  children,
}: FilterBarProps) {
  const form = target === undefined ? null : getFormTarget(target.href, target.fields);
  return (
    <chakra.form
      {...(form === null ? {} : { method: 'get', action: form.action })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={label}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      noValidate
    >
      {form?.hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Flex gap="4" align="flex-end" wrap="wrap">
        {children}
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">
            <Search aria-hidden="true" />
            {labels.search}
          </Button>
          {target === undefined ? (
            <Button type="button" variant="outline" colorPalette="gray" onClick={onReset}>
              <RotateCcw aria-hidden="true" />
              {labels.reset}
            </Button>
          ) : (
            <Button asChild variant="outline" colorPalette="gray">
              <a href={target.resetHref} role="button" onClick={followInApp(onReset)}>
                <RotateCcw aria-hidden="true" />
                {labels.reset}
              </a>
            </Button>
          )}
        </Flex>
      </Flex>
      {note}
      {problem !== null ? (
        <Box mt="3">
          <Alert.Root status="warning" variant="subtle" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{problem}</Alert.Title>
          </Alert.Root>
        </Box>
      ) : null}
    </chakra.form>
  );
}
