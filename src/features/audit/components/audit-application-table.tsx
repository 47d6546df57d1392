/**
 * 申请列表 of 流程审计: one row per application with its state, round, times and time-limit mark, and a
 * link to its trail. Nothing here changes an application.
 */
import { Badge, Flex, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationSummary } from '../api/audit-types';

function Time({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text === null || iso === null ? null : <time dateTime={iso}>{text}</time>;
}

export function AuditApplicationTable({ applications }: { applications: ApplicationSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" aria-label={t('audit.list.caption')} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('audit.list.corName')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.domain')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.state')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.round')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.dueAt')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.createdAt')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.list.updatedAt')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" position="relative">
              <Text as="span" srOnly>
                {t('audit.list.view')}
              </Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {applications.map((application) => (
            <Table.Row key={application.id} data-overdue={application.overdue}>
              <Table.Cell fontWeight="medium" color="gray.900" minWidth="180px">
                {application.corName}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{application.domainName}</Table.Cell>
              <Table.Cell>
                <Flex gap="1.5" align="center" wrap="wrap">
                  <ApplicationStateBadge state={application.state} />
                  {application.overdue ? (
                    <Badge size="sm" colorPalette="red" variant="solid">
                      {t('audit.list.overdue')}
                    </Badge>
                  ) : null}
                </Flex>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {t('workflow.round', { round: application.round })}
              </Table.Cell>
              <Table.Cell
                whiteSpace="nowrap"
                color={application.overdue ? 'red.600' : 'gray.700'}
                fontSize="xs"
              >
                {application.dueAt === null ? (
                  <Text as="span" color="gray.400">
                    {t('audit.list.noDeadline')}
                  </Text>
                ) : (
                  <Time iso={application.dueAt} />
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontSize="xs" color="gray.700">
                <Time iso={application.createdAt} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontSize="xs" color="gray.700">
                <Time iso={application.updatedAt} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
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
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
