/**
 * A result card of the catalogue: badges and the name (a link to the detail), the summary in at most
 * two lines, a row of labelled facts, and the figures with the update date at the foot.
 */
import { Box, Flex, Heading, LinkOverlay, LinkBox, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type CardFact = { label: string; value: string };

type CatalogCardProps = {
  to: string;
  name: string;
  summary: string;
  badges?: ReactNode;
  facts: CardFact[];
  figures: ReactNode;
};

export function CatalogCard({ to, name, summary, badges, facts, figures }: CatalogCardProps) {
  return (
    <LinkBox
      as="article"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
    >
      <Flex align="center" gap="2" mb="2">
        {badges}
        <Heading as="h3" fontSize="lg" color="gray.900" lineClamp={1} minWidth="0">
          <LinkOverlay asChild _hover={{ color: 'brand.fg' }}>
            <RouterLink to={to}>{name}</RouterLink>
          </LinkOverlay>
        </Heading>
      </Flex>
      <Text color="gray.600" fontSize="sm" lineClamp={2} mb="3">
        {summary}
      </Text>
      <Flex wrap="wrap" columnGap="6" rowGap="1" fontSize="sm" mb="3">
        {facts.map((fact) => (
          <Text key={fact.label} color="gray.700">
            <Box as="span" color="gray.500">
              {fact.label}：
            </Box>
            {fact.value}
          </Text>
        ))}
      </Flex>
      <Flex
        wrap="wrap"
        columnGap="5"
        rowGap="1"
        pt="3"
        borderTopWidth="1px"
        borderColor="gray.100"
        fontSize="xs"
        color="gray.500"
      >
        {figures}
      </Flex>
    </LinkBox>
  );
}

export function CardFigure({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="span" align="center" gap="1" css={{ '& svg': { width: '14px', height: '14px' } }}>
      <Box as="span" aria-hidden="true" display="inline-flex">
        {icon}
      </Box>
      {children}
    </Flex>
  );
}
