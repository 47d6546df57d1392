/** One reviewer's figures (已认领, 本周已审结, 已超期) and the cases they hold, each with 改派. */
import { Badge, Box, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import type { ClaimedCase, ReviewerWorkload } from '../api/review-workload';

type ReviewerWorkloadCardProps = {
  reviewer: ReviewerWorkload;
  onReassign: (item: ClaimedCase) => void;
};

function Figure({ label, value, alert }: { label: string; value: number; alert?: boolean }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" color={alert ? 'red.700' : 'gray.900'}>
        {value}
      </Text>
    </Box>
  );
}

export function ReviewerWorkloadCard({ reviewer, onReassign }: ReviewerWorkloadCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={reviewer.name}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="5"
    >
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h2" fontSize="md" color="gray.900">
            {reviewer.name}
          </Heading>
          <HStack gap="2">
            {reviewer.stages.length === 0 ? (
              <Badge colorPalette="gray">{t('reviewWorkload.noRight')}</Badge>
            ) : (
              reviewer.stages.map((stage) => (
                <Badge key={stage} colorPalette="blue">
                  {t(`reviewWorkload.stages.${stage}`)}
                </Badge>
              ))
            )}
          </HStack>
        </Stack>
        <HStack gap="8">
          <Figure label={t('reviewWorkload.claimed')} value={reviewer.claimedCount} />
          <Figure label={t('reviewWorkload.decidedThisWeek')} value={reviewer.decidedThisWeek} />
          <Figure
            label={t('reviewWorkload.overdue')}
            value={reviewer.overdueCount}
            alert={reviewer.overdueCount > 0}
          />
        </HStack>
      </HStack>
      {reviewer.cases.length === 0 ? (
        <Text mt="4" fontSize="sm" color="gray.500">
          {t('reviewWorkload.noCases')}
        </Text>
      ) : (
        <Table.ScrollArea mt="4" borderWidth="1px" borderColor="gray.100" rounded="md" tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('reviewWorkload.columns.company')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reviewWorkload.columns.domain')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reviewWorkload.columns.stage')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reviewWorkload.columns.claimedAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reviewWorkload.columns.dueAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reviewWorkload.columns.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviewer.cases.map((item) => (
                <Table.Row key={item.id}>
                  <Table.Cell>{item.corName}</Table.Cell>
                  <Table.Cell>{item.domainName}</Table.Cell>
                  <Table.Cell>{t(`workflow.states.${item.state}`)}</Table.Cell>
                  <Table.Cell>{formatDateTime(item.claimedAt) ?? ''}</Table.Cell>
                  <Table.Cell>
                    {formatDateTime(item.dueAt) ?? t('workflow.deadline.none')}
                    {item.overdue ? (
                      <Badge ms="2" colorPalette="red">
                        {t('workflow.deadline.overdue')}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onReassign(item)}
                      aria-label={t('reviewWorkload.reassignCase', { company: item.corName })}
                    >
                      {t('reviewWorkload.reassign.action')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
