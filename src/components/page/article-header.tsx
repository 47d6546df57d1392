/**
 * The head of an article as readers see it: an optional line above the title (its section), the
 * title, and below it what the page tells about the article (its date, its source), centred above a
 * rule.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ArticleHeaderProps = {
  title: string;
  /** A short line above the title, e.g. the section the article belongs to. */
  eyebrow?: string;
  /** The lines below the title. */
  children: ReactNode;
};

export function ArticleHeader({ title, eyebrow, children }: ArticleHeaderProps) {
  return (
    <Box textAlign="center" pb="6" mb="8" borderBottomWidth="1px" borderColor="gray.200">
      {eyebrow !== undefined ? (
        <Text fontSize="sm" color="brand.fg" mb="2">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900" lineHeight="1.5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
