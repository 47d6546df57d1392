/** A titled white panel of a detail page, with an optional note beside the title. */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DetailSectionProps = { id: string; title: string; note?: string; children: ReactNode };

export function DetailSection({ id, title, note, children }: DetailSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      minWidth="0"
    >
      <Flex align="baseline" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading
          as="h2"
          id={id}
          fontSize="lg"
          color="gray.900"
          display="flex"
          alignItems="center"
          gap="2.5"
          _before={{
            content: '""',
            display: 'block',
            width: '4px',
            height: '1em',
            rounded: 'full',
            bg: 'brand.solid',
          }}
        >
          {title}
        </Heading>
        {note ? (
          <Text fontSize="sm" color="gray.500">
            {note}
          </Text>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}
