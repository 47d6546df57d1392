/**
 * One data domain in 专区合集: its name and summary, the review time limit, how many units have
 * entered, whether applications are accepted, the entry requirements on demand, and 申请入驻
 * (the workspace asks a visitor to log in first).
 */
import { Badge, Box, Button, Collapsible, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp, Layers, Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import type { DomainSummary } from '@/api/domains/list-domains';
import { useHydrated } from '@/lib/use-hydrated';
import { DomainRequirements } from './domain-requirements';

type DomainCardProps = { domain: DomainSummary; open: boolean; onToggle: () => void };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" color="gray.800" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

export function DomainCard({ domain, open, onToggle }: DomainCardProps) {
  const { t } = useTranslation();
  // Opening the requirements loads them, which needs the scripts.
  const hydrated = useHydrated();
  const headingId = useId();
  const panelId = useId();
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor={open ? 'brand.300' : 'gray.200'}
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Flex
        gap={{ base: '3', md: '5' }}
        align="flex-start"
        direction={{ base: 'column', md: 'row' }}
      >
        <Flex
          boxSize="12"
          flexShrink={0}
          rounded="lg"
          bg="brand.subtle"
          color="brand.solid"
          align="center"
          justify="center"
          aria-hidden="true"
        >
          <Layers size={24} strokeWidth={1.8} />
        </Flex>
        <Box flex="1" minWidth="0">
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h2" id={headingId} fontSize="lg" color="gray.900">
              {domain.name}
            </Heading>
            <Badge variant="subtle" colorPalette={domain.acceptingApplications ? 'green' : 'gray'}>
              {domain.acceptingApplications
                ? t('contentPages.domains.accepting')
                : t('contentPages.domains.paused')}
            </Badge>
          </Flex>
          <Text mt="2" color="gray.600" fontSize="sm" lineHeight="1.8">
            {domain.summary}
          </Text>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3" mt="4" maxWidth="xl">
            <Fact
              label={t('contentPages.domains.reviewDays')}
              value={
                domain.firstReviewDays === domain.finalReviewDays
                  ? t('contentPages.domains.reviewDaysValue', { count: domain.firstReviewDays })
                  : t('contentPages.domains.reviewDaysByStage', {
                      first: domain.firstReviewDays,
                      final: domain.finalReviewDays,
                    })
              }
            />
            <Fact
              label={t('contentPages.domains.entered')}
              value={t('contentPages.domains.enteredValue', { count: domain.enteredCount })}
            />
            <Fact
              label={t('contentPages.domains.status')}
              value={
                domain.acceptingApplications
                  ? t('contentPages.domains.accepting')
                  : t('contentPages.domains.paused')
              }
            />
          </SimpleGrid>
        </Box>
        <Flex
          direction={{ base: 'row', md: 'column' }}
          wrap={{ base: 'wrap', md: 'nowrap' }}
          gap="2"
          flexShrink={0}
          align={{ base: 'stretch', md: 'flex-end' }}
        >
          {domain.acceptingApplications ? (
            <Button asChild colorPalette="brand">
              <RouterLink
                to={withQuery(paths.domainApply, { domainId: domain.id })}
                aria-label={`${t('contentPages.domains.apply')}：${domain.name}`}
              >
                <Send aria-hidden="true" />
                {t('contentPages.domains.apply')}
              </RouterLink>
            </Button>
          ) : (
            <Button disabled variant="subtle">
              {t('contentPages.domains.applyPaused')}
            </Button>
          )}
          <Button
            variant="outline"
            colorPalette="brand"
            aria-expanded={open}
            aria-controls={panelId}
            disabled={!hydrated}
            onClick={onToggle}
          >
            {open
              ? t('contentPages.domains.hideRequirements')
              : t('contentPages.domains.showRequirements')}
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        </Flex>
      </Flex>
      <Collapsible.Root open={open} lazyMount>
        <Collapsible.Content id={panelId}>
          <Box
            mt="5"
            pt="5"
            borderTopWidth="1px"
            borderColor="gray.100"
            ms={{ base: '0', md: '17' }}
          >
            <DomainRequirements domainId={domain.id} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
