/** The state an application is in, as its coloured badge, beside the round it is in (第 2 轮). */
import { Badge, Flex } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import { ApplicationStateBadge } from './application-state-badge';

export function StateAndRound({ state, round }: { state: ApplicationState; round: number }) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <ApplicationStateBadge state={state} size="md" />
      <Badge size="md" variant="outline" colorPalette="gray">
        {t('workflow.round', { round })}
      </Badge>
    </Flex>
  );
}
