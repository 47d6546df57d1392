/** The facts of a record as a bordered grid of label and value cells. */
import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type MetadataItem = { label: string; value: ReactNode };

export function MetadataGrid({ items }: { items: MetadataItem[] }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      borderTopWidth="1px"
      borderStartWidth="1px"
      borderColor="gray.200"
      rounded="md"
      overflow="hidden"
    >
      {items.map((item) => (
        <Box
          key={item.label}
          display="flex"
          borderBottomWidth="1px"
          borderEndWidth="1px"
          borderColor="gray.200"
          fontSize="sm"
          minWidth="0"
        >
          <Text as="dt" flexShrink={0} width="6.5rem" bg="gray.50" color="gray.600" px="3" py="2.5">
            {item.label}
          </Text>
          <Text as="dd" color="gray.900" px="3" py="2.5" minWidth="0" wordBreak="break-all">
            {item.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
