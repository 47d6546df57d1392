/** 受理中 / 已关闭 as a badge: green for a domain accepting applications, grey for a closed one. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export function AcceptingBadge({ accepting }: { accepting: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={accepting ? 'green' : 'gray'} variant="subtle" size="md">
      {t(accepting ? 'domainAdmin.state.open' : 'domainAdmin.state.closed')}
    </Badge>
  );
}
