/**
 * 专区入驻申请 of one company on 企业用户详情 (the latest ones, as the user detail carries them): each
 * application's domain, scenario, state badge, round and last update, with a link to its 流程追溯 for
 * those whose rights open it.
 */
import { Box, Heading, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mayVisit } from '@/config/route-access';
import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';
import { formatDateTime } from '@/lib/format-date-time';
import { useAuthState } from '@/lib/auth-state';
import { applicationTraceAddress } from '../admin-paths';
import type { CorporateUserDetail } from '../api/admin-types';

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
              {mayTrace ? (
                <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                  {t('admin.userDetail.columns.actions')}
                </Table.ColumnHeader>
              ) : null}
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
                {mayTrace ? (
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
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
