/**
 * The facts of an application a reviewer checks: company and credit code, domain, 应用场景, contact,
 * round, submission time, the stage's time limit and the current state.
 */
import { Badge, Box, DataList, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CaseNumberValue } from '@/components/workflow/case-number';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationDetail } from '../api/get-review-application';
import { DeadlineBadge } from './deadline-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="8.5em" color="gray.500">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue color="gray.900">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function ApplicationFacts({
  application,
  now,
}: {
  application: ApplicationDetail;
  now: Date;
}) {
  const { t } = useTranslation();
  const dueAt = formatDateTime(application.dueAt);
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      <Fact label={t('workflow.caseNumber.label')}>
        <CaseNumberValue caseNumber={application.caseNumber} />
      </Fact>
      <Fact label={t('review.panel.company')}>{application.corName}</Fact>
      <Fact label={t('review.panel.creditCode')}>{application.creditCode}</Fact>
      <Fact label={t('review.panel.domain')}>{application.domainName}</Fact>
      <Fact label={t('review.panel.scenario')}>
        <Text whiteSpace="pre-wrap">{application.scenario}</Text>
      </Fact>
      <Fact label={t('review.panel.contact')}>{application.contactName}</Fact>
      <Fact label={t('review.panel.contactPhone')}>{application.contactPhone}</Fact>
      <Fact label={t('review.panel.round')}>
        {t('workflow.round', { round: application.round })}
      </Fact>
      <Fact label={t('review.panel.submittedAt')}>
        {formatDateTime(application.submittedAt) ?? t('workflow.deadline.none')}
      </Fact>
      <Fact label={t('review.panel.deadline')}>
        <HStack gap="2" wrap="wrap">
          <span>
            {dueAt === null
              ? t('workflow.deadline.none')
              : t('workflow.deadline.dueAtValue', { date: dueAt })}
          </span>
          <DeadlineBadge dueAt={application.dueAt} overdue={application.overdue} now={now} />
        </HStack>
      </Fact>
      <Fact label={t('review.panel.state')}>
        <Box>
          <Badge colorPalette="brand" variant="subtle">
            {t(`workflow.states.${application.state}`)}
          </Badge>
        </Box>
      </Fact>
    </DataList.Root>
  );
}
