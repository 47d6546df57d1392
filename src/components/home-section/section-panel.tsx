import { Box, type BoxProps } from '@chakra-ui/react';

/** The white, bordered card a home page section's content sits on. */
export function SectionPanel(props: BoxProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      {...props}
    />
  );
}
