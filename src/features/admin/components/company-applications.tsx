/**
 * 专区入驻申请 of one company on 企业用户详情: each application's domain, scenario, state badge, round and
 * last update, leading to its 流程追溯. Reading them needs the audit right; without it the panel gives
 * only the number the user detail carries.
 */
import { Box, Heading, HStack, Link, Table, Text } from '@chakra-ui/react';
import { operationAccess } from '@openapi/operation-access';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { ApplicationStateBadge } from '@/features/domain-application/components/application-state-badge';
import { formatDateTime } from '@/features/user/format-date-time';
import { useAuthState } from '@/lib/auth-state';
import { applicationTraceAddress } from '../admin-paths';
import type { CorporateUserDetail } from '../api/admin-types';
import { COMPANY_APPLICATIONS_LIMIT } from '../api/list-company-applications';
import { useCompanyApplications } from '../hooks/use-company-applications';

export function CompanyApplications({ user }: { user: CorporateUserDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rights = useAuthState()?.rights ?? [];
  const mayRead = operationAccess.primaryAuditApplicationList.rights.some((right) =>
    rights.includes(right),
  );
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
    >
      <Heading as="h2" id={titleId} fontSize="md" color="gray.900" mb="4">
        {t('admin.userDetail.applicationsTitle')}
      </Heading>
      {mayRead ? (
        <ApplicationList user={user} />
      ) : (
        <Text color="gray.600">
          {t('admin.userDetail.applicationsNeedAudit', { count: user.applicationCount })}
        </Text>
      )}
    </Box>
  );
}

function ApplicationList({ user }: { user: CorporateUserDetail }) {
  const { t } = useTranslation();
  const applications = useCompanyApplications(user.corName);
  if (applications.status === 'loading') return <TextSkeleton lines={3} />;
  if (applications.status === 'error')
    return <LoadError message={applications.message} onRetry={applications.retry} />;
  const { list, more } = applications.data;
  if (list.length === 0)
    return <Text color="gray.600">{t('admin.userDetail.applicationsEmpty')}</Text>;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderColor="gray.100" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>
            {t('admin.userDetail.applicationsCaption', { corName: user.corName })}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('admin.userDetail.columns.domain')}
              </Table.ColumnHeader>
              <Table.ColumnHeader minWidth="240px">
                {t('admin.userDetail.columns.scenario')}
              </Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('admin.userDetail.columns.state')}
              </Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('admin.userDetail.columns.round')}
              </Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">
                {t('admin.userDetail.columns.updatedAt')}
              </Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                {t('admin.userDetail.columns.actions')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((application) => (
              <Table.Row key={application.id}>
                <Table.Cell whiteSpace="nowrap" fontWeight="medium" color="gray.900">
                  {application.domainName}
                </Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2} color="gray.700">
                    {application.scenario}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1.5">
                    <ApplicationStateBadge state={application.state} />
                    {application.overdue ? (
                      <Text as="span" fontSize="xs" color="red.700">
                        {t('admin.userDetail.overdue')}
                      </Text>
                    ) : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t('admin.userDetail.roundValue', { round: application.round })}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="gray.600">
                  <time dateTime={application.updatedAt}>
                    {formatDateTime(application.updatedAt)}
                  </time>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Link asChild color="brand.fg" fontSize="sm">
                    <RouterLink
                      to={applicationTraceAddress(application.id)}
                      aria-label={t('admin.userDetail.traceItem', {
                        domain: application.domainName,
                      })}
                    >
                      {t('admin.userDetail.trace')}
                    </RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {more ? (
        <Text fontSize="sm" color="gray.600" mt="3">
          {t('admin.userDetail.applicationsMore', { count: COMPANY_APPLICATIONS_LIMIT })}
        </Text>
      ) : null}
    </>
  );
}
