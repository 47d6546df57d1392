/**
 * A corporate user's details, as the user reads them (用户详情, `second/user/detail`) and as an
 * administrator does (企业用户详情): the company and its unified social credit code, the person acting
 * for it with the masked contact number, and when they first and last signed in.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { components } from '@openapi/schema';
import { formatDateTime } from '@/lib/format-date-time';
import { DetailList } from './detail-list';
import { ProfileSummary } from './profile-summary';

type Detail = components['schemas']['CorporateUserDetail'];

export function CorporateUserDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <ProfileSummary
        name={detail.name}
        subtitle={detail.corName}
        badge={t('account.roles.corporate')}
      />
      <DetailList
        title={t('account.corporateSection')}
        rows={[
          { label: t('account.corName'), value: detail.corName },
          { label: t('account.creditCode'), value: detail.creditCode },
          {
            label: t('account.applicationCount'),
            value: t('account.applicationCountValue', { count: detail.applicationCount }),
          },
        ]}
      />
      <DetailList
        title={t('account.handlerSection')}
        rows={[
          { label: t('account.handlerName'), value: detail.name },
          { label: t('account.contact'), value: detail.contact },
        ]}
      />
      <DetailList
        title={t('account.loginSection')}
        rows={[
          { label: t('account.firstLogin'), value: formatDateTime(detail.createdAt) },
          { label: t('account.lastLogin'), value: formatDateTime(detail.lastLoginAt) },
        ]}
      />
    </Stack>
  );
}
