/**
 * One own application on the workspace home: domain, state, round, case number (受理编号), submission
 * of the current round (what the date filter reads), last change and the way onward (打印通知书 once approved, 删除草稿 for a draft never submitted).
 */
import { Badge, Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationSummary } from '../api/application-types';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';
import { CaseNumber } from '@/components/workflow/case-number';
import { isDeletableDraft } from '../draft-deletable';
import { DeleteDraftButton } from './delete-draft-button';

type ApplicationListItemProps = {
  application: ApplicationSummary;
  /** After a deletion, or a refused one: the list loads again. */
  onListChanged: () => void;
};

export function ApplicationListItem({ application, onListChanged }: ApplicationListItemProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const domain = application.domainName;
  const showReason = application.state === 'rejected' || application.state === 'returned';
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <Flex
        gap="4"
        align={{ base: 'flex-start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Box flex="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h3" id={headingId} fontSize="md" color="gray.900">
              {domain}
            </Heading>
            <ApplicationStateBadge state={application.state} />
            <Badge size="sm" variant="outline" colorPalette="gray">
              {t('workflow.round', { round: application.round })}
            </Badge>
            {application.overdue ? (
              <Badge size="sm" variant="solid" colorPalette="red">
                {t('domainApplication.home.overdue')}
              </Badge>
            ) : null}
          </Flex>
          <Text mt="1.5" fontSize="sm" color="gray.600" lineClamp={2}>
            {application.scenario}
          </Text>
          <Flex mt="1.5" gap="3" wrap="wrap" fontSize="xs" color="gray.500">
            <CaseNumber caseNumber={application.caseNumber} />
            {application.submittedAt === null ? null : (
              <time dateTime={application.submittedAt}>
                {t('domainApplication.home.submittedAt', {
                  time: formatDateTime(application.submittedAt) ?? '',
                })}
              </time>
            )}
            <time dateTime={application.updatedAt}>
              {t('domainApplication.home.updatedAt', {
                time: formatDateTime(application.updatedAt) ?? '',
              })}
            </time>
          </Flex>
        </Box>
        <Flex gap="2" flexShrink={0} wrap="wrap">
          {application.state === 'draft' ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink
                to={withQuery(paths.domainApply, { id: application.id })}
                aria-label={t('domainApplication.home.continueEditOf', { domain })}
              >
                {t('domainApplication.home.continueEdit')}
              </RouterLink>
            </Button>
          ) : null}
          {isDeletableDraft(application) ? (
            <DeleteDraftButton
              application={application}
              size="sm"
              onDeleted={onListChanged}
              onRefused={onListChanged}
            />
          ) : null}
          {showReason ? (
            <Button asChild size="sm" variant="outline" colorPalette="red">
              <RouterLink
                to={withQuery(paths.domainRejectResult, { id: application.id })}
                aria-label={t('domainApplication.home.viewReasonOf', { domain })}
              >
                {t('domainApplication.home.viewReason')}
              </RouterLink>
            </Button>
          ) : null}
          {application.state === 'approved' ? (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink
                to={withQuery(paths.domainNotice, { id: application.id })}
                aria-label={t('casePrint.printNoticeOf', { domain })}
              >
                {t('casePrint.printNotice')}
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink
              to={withQuery(paths.domainDetail, { id: application.id })}
              aria-label={t('domainApplication.home.viewDetailOf', { domain })}
            >
              {t('domainApplication.home.viewDetail')}
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
