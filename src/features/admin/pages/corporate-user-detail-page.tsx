/**
 * 企业用户详情 (/workspace/admin/users/detail?id=…): one corporate user — the company and its credit
 * code, the person acting for it with the masked contact number, first and last sign-in — and the
 * company's domain applications with their states. A missing, malformed or unknown id ends at /404.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { RecordMissing } from '@/components/page/record-missing';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths } from '@/config/routes';
import { CorporateUserDetail } from '@/components/account/corporate-user-detail';
import { CompanyApplications } from '../components/company-applications';
import { useCorporateUser } from '../hooks/use-corporate-user';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CorporateUserDetailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim();
  if (!UUID_PATTERN.test(id)) return <RecordMissing />;
  return (
    <>
      <PageHeader
        title={t('routes.adminUserDetail')}
        description={t('admin.userDetail.lead')}
        root={{ to: paths.adminUsers, label: t('routes.adminUsers') }}
      />
      <PageContainer py={{ base: '6', md: '8' }}>
        <UserDetail key={id} id={id} />
      </PageContainer>
    </>
  );
}

function UserDetail({ id }: { id: string }) {
  const user = useCorporateUser(id);
  if (user.status === 'loading') return <TextSkeleton lines={8} />;
  if (user.status === 'error') return <LoadError message={user.message} onRetry={user.retry} />;
  if (!user.data.found) return <RecordMissing />;
  return (
    <Stack gap="5">
      <CorporateUserDetail detail={user.data.user} />
      <CompanyApplications user={user.data.user} />
    </Stack>
  );
}
