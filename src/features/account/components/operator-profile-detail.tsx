/**
 * 用户详情 of an operator (`primary/home/profile`): account, name, masked phone, role and its rights in
 * words, when they last signed in and last changed the password, with 修改密码 at hand. An account that
 * must change its password says so first.
 */
import { Alert, Badge, Button, Stack, Wrap } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import { rightLabel } from '@/lib/right-labels';
import { DetailList } from '@/components/account/detail-list';
import { ProfileSummary } from '@/components/account/profile-summary';
import type { OperatorProfile } from '../api/fetch-operator-profile';
import { ChangePasswordDialog } from './change-password-dialog';

type OperatorProfileDetailProps = { profile: OperatorProfile; onPasswordChanged: () => void };

export function OperatorProfileDetail({ profile, onPasswordChanged }: OperatorProfileDetailProps) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const openChange = () => setChanging(true);

  return (
    <Stack gap="5">
      {profile.mustChangePassword ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('account.mustChangeTitle')}</Alert.Title>
            <Alert.Description>{t('account.mustChangeText')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="orange" alignSelf="center" onClick={openChange}>
            {t('account.changePassword')}
          </Button>
        </Alert.Root>
      ) : null}
      <ProfileSummary
        name={profile.name}
        subtitle={profile.roleName}
        badge={t('account.roles.operator')}
      />
      <DetailList
        title={t('account.accountSection')}
        rows={[
          { label: t('account.accountName'), value: profile.account },
          { label: t('account.name'), value: profile.name },
          { label: t('account.phone'), value: profile.phone },
          { label: t('account.role'), value: profile.roleName },
          {
            label: t('account.rights'),
            value:
              profile.rights.length === 0 ? (
                t('account.noRights')
              ) : (
                <Wrap gap="2">
                  {profile.rights.map((right) => (
                    <Badge key={right} variant="outline" colorPalette="brand">
                      {rightLabel(right)}
                    </Badge>
                  ))}
                </Wrap>
              ),
          },
        ]}
      />
      <DetailList
        title={t('account.securitySection')}
        action={
          <Button size="sm" variant="outline" colorPalette="brand" onClick={openChange}>
            <KeyRound aria-hidden="true" />
            {t('account.changePassword')}
          </Button>
        }
        rows={[
          { label: t('account.lastLogin'), value: formatDateTime(profile.lastLoginAt) },
          {
            label: t('account.passwordChangedAt'),
            value: formatDateTime(profile.passwordChangedAt),
          },
        ]}
      />
      <ChangePasswordDialog
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={onPasswordChanged}
      />
    </Stack>
  );
}
