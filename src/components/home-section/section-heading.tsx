import { Box, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; title: string; subtitle?: string; action?: ReactNode };

/** A home page section title with the blue accent bar government portals use. */
export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <HStack justify="space-between" align="flex-end" mb="5" gap="4">
      <Box>
        <Heading
          as="h2"
          id={id}
          fontSize={{ base: 'xl', md: '2xl' }}
          color="gray.900"
          display="flex"
          alignItems="center"
          gap="3"
          _before={{
            content: '""',
            display: 'block',
            width: '4px',
            height: '1.1em',
            rounded: 'full',
            bg: 'brand.solid',
          }}
        >
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="1" ms="4" fontSize="sm" color="gray.600">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {action}
    </HStack>
  );
}
