/**
 * 流转记录: every transition, oldest first — who, in which role, when, what, why, in which round, and
 * for a submission the version of the domain's 承诺书 the applicant accepted.
 */
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { components } from '@openapi/schema';
import { formatDateTime } from '@/lib/format-date-time';
import { ApplicationStateBadge } from './application-state-badge';

type HistoryRow = components['schemas']['HistoryRow'];

export function HistoryTimeline({ history }: { history: HistoryRow[] }) {
  const { t } = useTranslation();
  if (history.length === 0)
    return (
      <Text fontSize="sm" color="gray.500">
        {t('workflow.history.empty')}
      </Text>
    );
  return (
    <Stack as="ol" listStyleType="none" gap="0">
      {history.map((row, index) => {
        const last = index === history.length - 1;
        return (
          <Flex as="li" key={row.id} gap="3">
            <Flex direction="column" align="center" flexShrink={0} aria-hidden="true">
              <Box
                boxSize="3"
                mt="1.5"
                rounded="full"
                bg={last ? 'brand.solid' : 'brand.200'}
                borderWidth="2px"
                borderColor="white"
                boxShadow="0 0 0 1px var(--chakra-colors-brand-300)"
              />
              {last ? null : <Box flex="1" width="2px" bg="brand.100" my="1" />}
            </Flex>
            <Box pb={last ? '0' : '5'} flex="1" minWidth="0">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="bold" color="gray.900" fontSize="sm">
                  {t(`workflow.events.${row.event}`)}
                </Text>
                {row.from !== null ? (
                  <>
                    <ApplicationStateBadge state={row.from} />
                    <Text as="span" color="gray.400" fontSize="xs">
                      →
                    </Text>
                  </>
                ) : null}
                <ApplicationStateBadge state={row.to} />
                <Badge size="sm" variant="outline" colorPalette="gray">
                  {t('domainApplication.detail.historyRound', { round: row.round })}
                </Badge>
                {row.commitmentVersion === null ? null : (
                  <Badge size="sm" variant="subtle" colorPalette="green">
                    {t('workflow.history.commitment', { version: row.commitmentVersion })}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="sm" color="gray.600" mt="1">
                {t('domainApplication.detail.historyBy', {
                  name: row.actorName,
                  role: t(`workflow.roles.${row.actorRole}`),
                })}
                {' · '}
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </Text>
              {row.comment ? (
                <Text
                  fontSize="sm"
                  color="gray.800"
                  mt="1.5"
                  bg="gray.50"
                  px="3"
                  py="2"
                  rounded="md"
                  whiteSpace="pre-wrap"
                >
                  {t('domainApplication.detail.historyComment', { comment: row.comment })}
                </Text>
              ) : null}
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}
