/**
 * 用户详情 (/workspace/user/detail): the signed-in account as the server knows it — a corporate user's
 * company and contact (`second/user/detail`), or an operator's account, role and rights
 * (`primary/home/profile`) — with loading and error (重试) states.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { CORPORATE_USER_TYPE } from '@machines/auth/auth.types';
import { getApi } from '@/api/api-instance';
import { LoadError } from '@/components/page/load-error';
import { WorkspacePage } from '@/components/page/workspace-page';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { useAuthState } from '@/lib/auth-state';
import { useAsyncData } from '@/lib/use-async-data';
import { CorporateUserDetail } from '@/components/account/corporate-user-detail';
import { fetchCorporateUserDetail } from '../api/fetch-corporate-user-detail';
import { fetchOperatorProfile } from '../api/fetch-operator-profile';
import { OperatorProfileDetail } from '../components/operator-profile-detail';

const loadCorporateDetail = () => fetchCorporateUserDetail(getApi());
const loadOperatorProfile = () => fetchOperatorProfile(getApi());

function CorporateSection() {
  const detail = useAsyncData(['POST /second/user/detail'], loadCorporateDetail);
  if (detail.status === 'loading') return <TextSkeleton lines={8} />;
  if (detail.status === 'error')
    return <LoadError message={detail.message} onRetry={detail.retry} />;
  return <CorporateUserDetail detail={detail.data} />;
}

function OperatorSection() {
  const profile = useAsyncData(['GET /primary/home/profile'], loadOperatorProfile);
  if (profile.status === 'loading') return <TextSkeleton lines={8} />;
  if (profile.status === 'error')
    return <LoadError message={profile.message} onRetry={profile.retry} />;
  return <OperatorProfileDetail profile={profile.data} onPasswordChanged={profile.retry} />;
}

export function UserDetailPage() {
  const { t } = useTranslation();
  const authState = useAuthState();
  return (
    <WorkspacePage title={t('routes.workspaceUserDetail')} description={t('account.detailLead')}>
      <Stack maxWidth="860px" gap="5">
        {authState?.userType === CORPORATE_USER_TYPE ? <CorporateSection /> : <OperatorSection />}
      </Stack>
    </WorkspacePage>
  );
}
