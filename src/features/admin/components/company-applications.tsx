/**
 * 专区入驻申请 of one company on 企业用户详情 (the latest ones, as the user detail carries them): each
 * application's domain, scenario, state badge, round and last update, with a link to its 流程追溯 for
 * those whose rights open it.
 */
import { Box, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { mayVisit } from '@/config/route-access';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { useAuthState } from '@/lib/auth-state';
import { applicationTraceAddress } from '../admin-paths';
import type { ApplicationSummary, CorporateUserDetail } from '../api/admin-types';

export function CompanyApplications({ user }: { user: CorporateUserDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
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
      <ApplicationList user={user} />
    </Box>
  );
}

function ApplicationList({ user }: { user: CorporateUserDetail }) {
  const { t } = useTranslation();
  const rights = useAuthState()?.rights ?? [];
  const mayTrace = mayVisit('auditApplication', rights);
  const list = user.applications ?? [];
  const more = user.applicationCount > list.length;
  if (list.length === 0)
    return <Text color="gray.600">{t('admin.userDetail.applicationsEmpty')}</Text>;
  const columns: DataColumn<ApplicationSummary>[] = [
    {
      key: 'domain',
      header: t('admin.userDetail.columns.domain'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', fontWeight: 'medium', color: 'gray.900' },
      cell: (application) => application.domainName,
    },
    {
      key: 'scenario',
      header: t('admin.userDetail.columns.scenario'),
      headerProps: { minWidth: '240px' },
      cell: (application) => (
        <Text lineClamp={2} color="gray.700">
          {application.scenario}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t('admin.userDetail.columns.state'),
      headerProps: { whiteSpace: 'nowrap' },
      cell: (application) => (
        <HStack gap="1.5">
          <ApplicationStateBadge state={application.state} />
          {application.overdue ? (
            <Text as="span" fontSize="xs" color="red.700">
              {t('admin.userDetail.overdue')}
            </Text>
          ) : null}
        </HStack>
      ),
    },
    {
      key: 'round',
      header: t('admin.userDetail.columns.round'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (application) => t('admin.userDetail.roundValue', { round: application.round }),
    },
    {
      key: 'updatedAt',
      header: t('admin.userDetail.columns.updatedAt'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (application) => (
        <time dateTime={application.updatedAt}>{formatDateTime(application.updatedAt)}</time>
      ),
    },
  ];
  if (mayTrace) {
    columns.push({
      key: 'actions',
      header: t('admin.userDetail.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cellProps: { textAlign: 'end', whiteSpace: 'nowrap' },
      cell: (application) => (
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink
            to={applicationTraceAddress(application.id)}
            aria-label={t('admin.userDetail.traceItem', { domain: application.domainName })}
          >
            {t('admin.userDetail.trace')}
          </RouterLink>
        </Link>
      ),
    });
  }
  return (
    <>
      <DataTable
        caption={t('admin.userDetail.applicationsCaption', { corName: user.corName })}
        size="sm"
        frameProps={{ borderColor: 'gray.100', rounded: 'md', bg: undefined }}
        columns={columns}
        rows={list}
        rowKey={(application) => application.id}
      />
      {more ? (
        <Text fontSize="sm" color="gray.600" mt="3">
          {t('admin.userDetail.applicationsMore', {
            shown: list.length,
            count: user.applicationCount,
          })}
        </Text>
      ) : null}
    </>
  );
}
