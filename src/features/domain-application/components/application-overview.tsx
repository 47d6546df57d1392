/** 申请概况 and 申请信息 of 申请详情: the application's facts and the fields the applicant filled in. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { FactList } from '@/components/page/fact-list';
import { DateTimeText } from '@/components/ui/date-time-text';
import { CaseNumberValue } from '@/components/workflow/case-number';
import { DeadlineValue } from '@/components/workflow/deadline-value';
import { StateAndRound } from '@/components/workflow/state-and-round';
import type { ApplicationDetail } from '../api/application-types';

export function ApplicationOverview({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <FactList
        title={t('domainApplication.detail.summaryTitle')}
        rows={[
          {
            label: t('workflow.caseNumber.label'),
            value: <CaseNumberValue caseNumber={application.caseNumber} />,
          },
          { label: t('domainApplication.apply.domain'), value: application.domainName },
          {
            label: t('workflow.currentState'),
            value: <StateAndRound state={application.state} round={application.round} />,
          },
          { label: t('domainApplication.detail.corName'), value: application.corName },
          { label: t('domainApplication.detail.creditCode'), value: application.creditCode },
          {
            label: t('domainApplication.detail.createdAt'),
            value: <DateTimeText iso={application.createdAt} />,
          },
          {
            label: t('domainApplication.detail.submittedAt'),
            value:
              application.submittedAt === null ? (
                t('domainApplication.detail.notSubmitted')
              ) : (
                <DateTimeText iso={application.submittedAt} />
              ),
          },
          {
            label: t('domainApplication.detail.stateEnteredAt'),
            value: <DateTimeText iso={application.stateEnteredAt} />,
          },
          ...(application.dueAt === null
            ? []
            : [
                {
                  label: t('workflow.deadline.dueAt'),
                  value: <DeadlineValue dueAt={application.dueAt} overdue={application.overdue} />,
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
