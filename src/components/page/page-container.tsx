import { Box, type BoxProps } from '@chakra-ui/react';

/** The centred content column every page uses, 1200 px at most, with the site's side padding. */
export function PageContainer(props: BoxProps) {
  return <Box maxWidth="1200px" mx="auto" px={{ base: '4', md: '6' }} width="full" {...props} />;
}
