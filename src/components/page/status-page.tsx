/**
 * The frame of the status pages (403, 404, city unavailable): a large quiet code or icon, the
 * heading, one sentence and the ways onward.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

type StatusPageProps = {
  code?: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
};

export function StatusPage({ code, icon, title, text, children }: StatusPageProps) {
  return (
    <PageContainer py={{ base: '12', md: '20' }}>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        px={{ base: '5', md: '10' }}
        py={{ base: '10', md: '14' }}
        maxWidth="720px"
        mx="auto"
      >
        <Flex
          boxSize="16"
          rounded="full"
          bg="brand.subtle"
          color="brand.solid"
          align="center"
          justify="center"
          aria-hidden="true"
          css={{ '& svg': { width: '32px', height: '32px' } }}
        >
          {icon}
        </Flex>
        {code ? (
          <Text
            fontSize={{ base: '5xl', md: '6xl' }}
            fontWeight="bold"
            lineHeight="1"
            color="brand.400"
            letterSpacing="0.08em"
            aria-hidden="true"
          >
            {code}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900">
          {title}
        </Heading>
        <Text color="gray.600" maxWidth="lg">
          {text}
        </Text>
        <Box mt="2">{children}</Box>
      </Stack>
    </PageContainer>
  );
}
