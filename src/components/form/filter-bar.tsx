/**
 * The filter bar above a list: its fields in a row that wraps, applied with 查询 and cleared with
 * 重置, and the reason the filters cannot be applied (a date range the wrong way round) below them.
 */
import { Alert, Box, Button, chakra, Flex } from '@chakra-ui/react';
import { RotateCcw, Search } from 'lucide-react';
import type { ReactNode } from 'react';

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
  children: ReactNode;
};

export function FilterBar({
  label,
  labels,
  onSubmit,
  onReset,
  problem,
  note,
  children,
}: FilterBarProps) {
  return (
    <chakra.form
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
      <Flex gap="4" align="flex-end" wrap="wrap">
        {children}
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">
            <Search aria-hidden="true" />
            {labels.search}
          </Button>
          <Button type="button" variant="outline" colorPalette="gray" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {labels.reset}
          </Button>
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
