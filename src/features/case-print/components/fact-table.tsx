/**
 * The facts of an application on paper: a bordered two-column table, label and value, that a printer
 * reproduces as a form would look.
 */
import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PrintedFact = { label: string; value: ReactNode };

export function FactTable({ facts }: { facts: readonly PrintedFact[] }) {
  return (
    <Box as="table" width="100%" borderCollapse="collapse" fontSize="10pt" mb="3">
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <chakra.th
              scope="row"
              textAlign="left"
              fontWeight="bold"
              width="28%"
              borderWidth="1px"
              borderColor="gray.700"
              px="2"
              py="1"
              bg="gray.50"
              verticalAlign="top"
            >
              {fact.label}
            </chakra.th>
            <Box
              as="td"
              borderWidth="1px"
              borderColor="gray.700"
              px="2"
              py="1"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
            >
              {fact.value}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
