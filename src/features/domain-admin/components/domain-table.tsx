/**
 * The domains of one page as a table: 专区 (name and code), 状态, 审核时限, 案件数, 承诺书, 排序, 更新时间,
 * and the actions 编辑, 承诺书, 入驻材料 (a link to 入驻材料配置 for the domain, open or not) and
 * 开放受理 / 暂停受理. Action names carry the domain's name, so each says which domain it acts on.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FolderCog, ScrollText, Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { RowAction } from '@/components/list/row-action';
import { paths, withQuery } from '@/config/routes';
import { formatDateTime } from '@/lib/format-date-time';
import type { DomainAdminSummary } from '../api/domain-admin-types';
import { AcceptingBadge } from './accepting-badge';

type DomainTableProps = {
  domains: readonly DomainAdminSummary[];
  onEdit: (domain: DomainAdminSummary) => void;
  onCommitment: (domain: DomainAdminSummary) => void;
  onOpen: (domain: DomainAdminSummary) => void;
  onClose: (domain: DomainAdminSummary) => void;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export function DomainTable({ domains, onEdit, onCommitment, onOpen, onClose }: DomainTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<DomainAdminSummary>[] = [
    {
      key: 'name',
      header: t('domainAdmin.columns.name'),
      headerProps: nowrap,
      cellProps: { minWidth: '200px' },
      cell: (domain) => (
        <Stack gap="0.5">
          <Text fontWeight="medium" color="gray.900">
            {domain.name}
          </Text>
          <Text fontSize="xs" fontFamily="mono" color="gray.500">
            {domain.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('domainAdmin.columns.state'),
      headerProps: nowrap,
      cell: (domain) => <AcceptingBadge accepting={domain.acceptingApplications} />,
    },
    {
      key: 'limits',
      header: t('domainAdmin.columns.limits'),
      headerProps: nowrap,
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (domain) =>
        t('domainAdmin.limitsValue', {
          first: domain.firstReviewDays,
          final: domain.finalReviewDays,
        }),
    },
    {
      key: 'cases',
      header: t('domainAdmin.columns.cases'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cellProps: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
      cell: (domain) => domain.caseCount,
    },
    {
      key: 'commitment',
      header: t('domainAdmin.columns.commitment'),
      headerProps: nowrap,
      cellProps: nowrap,
      cell: (domain) =>
        domain.commitmentVersion === null ? (
          <Text as="span" color="orange.700">
            {t('domainAdmin.noCommitment')}
          </Text>
        ) : (
          t('domainAdmin.commitmentVersion', { version: domain.commitmentVersion })
        ),
    },
    {
      key: 'sortOrder',
      header: t('domainAdmin.columns.sortOrder'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cellProps: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', color: 'gray.600' },
      cell: (domain) => domain.sortOrder,
    },
    {
      key: 'updatedAt',
      header: t('domainAdmin.columns.updatedAt'),
      headerProps: nowrap,
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (domain) => <time dateTime={domain.updatedAt}>{formatDateTime(domain.updatedAt)}</time>,
    },
    {
      key: 'actions',
      header: t('domainAdmin.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      // Four actions: two to a line where the table is tight, rather than one cut off at the edge.
      cellProps: { minWidth: '13rem' },
      cell: (domain) => (
        <HStack gap="1" justify="flex-end" wrap="wrap">
          <RowAction
            label={t('domainAdmin.actions.editItem', { name: domain.name })}
            icon={Pencil}
            onClick={() => onEdit(domain)}
          >
            {t('domainAdmin.actions.edit')}
          </RowAction>
          <RowAction
            label={t('domainAdmin.actions.commitmentItem', { name: domain.name })}
            icon={ScrollText}
            onClick={() => onCommitment(domain)}
          >
            {t('domainAdmin.actions.commitment')}
          </RowAction>
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <RouterLink
              to={withQuery(paths.contentEntryConfig, { domainId: domain.id })}
              aria-label={t('domainAdmin.actions.materialsItem', { name: domain.name })}
            >
              <FolderCog aria-hidden="true" />
              {t('domainAdmin.actions.materials')}
            </RouterLink>
          </Button>
          {domain.acceptingApplications ? (
            <RowAction
              label={t('domainAdmin.actions.closeItem', { name: domain.name })}
              icon={PowerOff}
              tone="red"
              onClick={() => onClose(domain)}
            >
              {t('domainAdmin.actions.close')}
            </RowAction>
          ) : (
            <RowAction
              label={t('domainAdmin.actions.openItem', { name: domain.name })}
              icon={Power}
              onClick={() => onOpen(domain)}
            >
              {t('domainAdmin.actions.open')}
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={domains}
      rowKey={(domain) => domain.id}
      caption={t('domainAdmin.tableCaption')}
      rowProps={(domain) => ({ 'data-state': domain.acceptingApplications ? 'open' : 'closed' })}
    />
  );
}
