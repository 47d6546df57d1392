/** The state of an application as a coloured badge with its Chinese name (草稿, 初审中, …). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';

const palettes = {
  draft: 'gray',
  firstReview: 'blue',
  finalReview: 'purple',
  approved: 'green',
  rejected: 'red',
  returned: 'orange',
  withdrawn: 'gray',
} as const satisfies Record<ApplicationState, string>;

export function ApplicationStateBadge({
  state,
  size = 'sm',
}: {
  state: ApplicationState;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      variant={state === 'withdrawn' ? 'outline' : 'subtle'}
      colorPalette={palettes[state]}
    >
      {t(`workflow.states.${state}`)}
    </Badge>
  );
}
