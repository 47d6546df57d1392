/**
 * 申请列表 of 流程审计: one row per application with its case number (受理编号), state, round, times and time-limit mark, and a
 * link to its trail. Nothing here changes an application.
 */
import { Badge, Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { paths } from '@/config/routes';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';
import { CaseNumberValue } from '@/components/workflow/case-number';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationSummary } from '../api/audit-types';

function Time({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text === null || iso === null ? null : <time dateTime={iso}>{text}</time>;
}

const column = { scope: 'col' } as const;
const dateCell = { whiteSpace: 'nowrap', fontSize: 'xs', color: 'gray.700' } as const;

export function AuditApplicationTable({ applications }: { applications: ApplicationSummary[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<ApplicationSummary>[] = [
    {
      key: 'caseNumber',
      header: t('workflow.caseNumber.label'),
      headerProps: column,
      cellProps: { whiteSpace: 'nowrap', fontSize: 'xs' },
      cell: (application) => <CaseNumberValue caseNumber={application.caseNumber} />,
    },
    {
      key: 'corName',
      header: t('audit.list.corName'),
      headerProps: column,
      cellProps: { fontWeight: 'medium', color: 'gray.900', minWidth: '180px' },
      cell: (application) => application.corName,
    },
    {
      key: 'domain',
      header: t('audit.list.domain'),
      headerProps: column,
      cellProps: { whiteSpace: 'nowrap' },
      cell: (application) => application.domainName,
    },
    {
      key: 'state',
      header: t('audit.list.state'),
      headerProps: column,
      cell: (application) => (
        <Flex gap="1.5" align="center" wrap="wrap">
          <ApplicationStateBadge state={application.state} />
          {application.overdue ? (
            <Badge size="sm" colorPalette="red" variant="solid">
              {t('audit.list.overdue')}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'round',
      header: t('audit.list.round'),
      headerProps: column,
      cellProps: { whiteSpace: 'nowrap' },
      cell: (application) => t('workflow.round', { round: application.round }),
    },
    {
      key: 'dueAt',
      header: t('audit.list.dueAt'),
      headerProps: column,
      cellProps: (application) => ({
        whiteSpace: 'nowrap',
        color: application.overdue ? 'red.600' : 'gray.700',
        fontSize: 'xs',
      }),
      cell: (application) =>
        application.dueAt === null ? (
          <Text as="span" color="gray.400">
            {t('audit.list.noDeadline')}
          </Text>
        ) : (
          <Time iso={application.dueAt} />
        ),
    },
    {
      key: 'createdAt',
      header: t('audit.list.createdAt'),
      headerProps: column,
      cellProps: dateCell,
      cell: (application) => <Time iso={application.createdAt} />,
    },
    {
      key: 'updatedAt',
      header: t('audit.list.updatedAt'),
      headerProps: column,
      cellProps: dateCell,
      cell: (application) => <Time iso={application.updatedAt} />,
    },
    {
      key: 'view',
      header: (
        <Text as="span" srOnly>
          {t('audit.list.view')}
        </Text>
      ),
      headerProps: { scope: 'col', position: 'relative' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (application) => (
        <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
          <RouterLink
            to={`${paths.auditApplication}?id=${encodeURIComponent(application.id)}`}
            aria-label={t('audit.list.viewOf', {
              corName: application.corName,
              domain: application.domainName,
            })}
          >
            {t('audit.list.view')}
          </RouterLink>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      label={t('audit.list.caption')}
      size="sm"
      interactive
      frameProps={{ rounded: 'md', bg: undefined }}
      headerRowProps={{ bg: undefined }}
      columns={columns}
      rows={applications}
      rowKey={(application) => application.id}
      rowProps={(application) => ({ 'data-overdue': application.overdue })}
    />
  );
}
