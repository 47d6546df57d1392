/** 启用 / 停用 as a badge: green for an account in use, grey for a disabled one. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { AccountStatus } from '../api/admin-types';

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === 'enabled' ? 'green' : 'gray'} variant="subtle" size="md">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
