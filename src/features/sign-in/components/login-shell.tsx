/**
 * The frame of the login pages: a quiet band under the header with one card in the middle — the brand
 * side on wide screens, and the page's own content (its heading, a lead line, the form or the choices).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page/page-container';
import { LoginAside } from './login-aside';

type LoginShellProps = {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
};

export function LoginShell({ title, lead, children }: LoginShellProps) {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="gray.50"
      py={{ base: '6', md: '12' }}
      minHeight={{ md: '560px' }}
    >
      <PageContainer>
        <Flex
          maxWidth="980px"
          mx="auto"
          bg="white"
          rounded="2xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="brand.100"
          boxShadow="0 24px 60px rgba(12, 61, 127, 0.12)"
        >
          <LoginAside display={{ base: 'none', md: 'flex' }} width="40%" flexShrink={0} />
          <Box
            flex="1"
            minWidth="0"
            px={{ base: '5', sm: '8', md: '12' }}
            py={{ base: '7', md: '11' }}
          >
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900">
              {title}
            </Heading>
            {lead ? (
              <Text mt="2" color="gray.600">
                {lead}
              </Text>
            ) : null}
            <Box mt={{ base: '6', md: '8' }}>{children}</Box>
          </Box>
        </Flex>
      </PageContainer>
    </Box>
  );
}
