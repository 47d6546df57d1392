/** 申请概况 and 申请信息 of 申请详情: the application's facts and the fields the applicant filled in. */
import { Badge, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { FactList } from '@/components/page/fact-list';
import type { ApplicationDetail } from '../api/application-types';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';

function Time({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text === null || iso === null ? null : <time dateTime={iso}>{text}</time>;
}

export function ApplicationOverview({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <FactList
        title={t('domainApplication.detail.summaryTitle')}
        rows={[
          { label: t('domainApplication.apply.domain'), value: application.domainName },
          {
            label: t('workflow.currentState'),
            value: (
              <Flex gap="2" align="center" wrap="wrap">
                <ApplicationStateBadge state={application.state} size="md" />
                <Badge size="md" variant="outline" colorPalette="gray">
                  {t('workflow.round', { round: application.round })}
                </Badge>
              </Flex>
            ),
          },
          { label: t('domainApplication.detail.corName'), value: application.corName },
          { label: t('domainApplication.detail.creditCode'), value: application.creditCode },
          {
            label: t('domainApplication.detail.createdAt'),
            value: <Time iso={application.createdAt} />,
          },
          {
            label: t('domainApplication.detail.submittedAt'),
            value:
              application.submittedAt === null ? (
                t('domainApplication.detail.notSubmitted')
              ) : (
                <Time iso={application.submittedAt} />
              ),
          },
          {
            label: t('domainApplication.detail.stateEnteredAt'),
            value: <Time iso={application.stateEnteredAt} />,
          },
          ...(application.dueAt === null
            ? []
            : [
                {
                  label: t('workflow.deadline.dueAt'),
                  value: (
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text as="span">
                        {t('workflow.deadline.dueAtValue', {
                          date: formatDateTime(application.dueAt) ?? '',
                        })}
                      </Text>
                      <Badge
                        size="sm"
                        colorPalette={application.overdue ? 'red' : 'green'}
                        variant="subtle"
                      >
                        {application.overdue
                          ? t('workflow.deadline.overdue')
                          : t('workflow.deadline.onTime')}
                      </Badge>
                    </Flex>
                  ),
                },
              ]),
        ]}
      />
      <FactList
        title={t('domainApplication.detail.fieldsTitle')}
        rows={[
          {
            label: t('domainApplication.apply.scenario'),
            value: (
              <Text as="span" whiteSpace="pre-wrap">
                {application.scenario}
              </Text>
            ),
          },
          { label: t('domainApplication.apply.contactName'), value: application.contactName },
          { label: t('domainApplication.apply.contactPhone'), value: application.contactPhone },
        ]}
      />
    </>
  );
}
