/**
 * Who holds the application (认领) and the 认领 / 释放 buttons the reviewer may use now, as the workflow
 * machine allows them (allowed-decisions.ts). Only the claimant decides, so the decision form below
 * waits for a claim.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Hand, Undo2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import type { ClaimStep } from '../allowed-decisions';
import type { ApplicationDetail } from '../api/get-review-application';

type ClaimBarProps = {
  application: ApplicationDetail;
  /** Whether the reviewer looking holds it. */
  mine: boolean;
  allowed: readonly ClaimStep[];
  pending: ClaimStep | null;
  error: string | null;
  onStep: (step: ClaimStep) => void;
};

export function ClaimBar({ application, mine, allowed, pending, error, onStep }: ClaimBarProps) {
  const { t } = useTranslation();
  const date = formatDateTime(application.claimedAt ?? null) ?? '';
  const holder = application.claimedByName ?? null;
  const status =
    holder === null
      ? t('review.panel.nobodyClaimed')
      : mine
        ? t('review.panel.claimedByYou', { date })
        : t('review.panel.claimedByName', { name: holder, date });
  return (
    <Stack gap="3" data-testid="claim-bar">
      <Text fontSize="sm" color="gray.700">
        {status}
      </Text>
      {allowed.length > 0 ? (
        <HStack gap="3">
          {allowed.includes('claim') ? (
            <Button
              size="sm"
              colorPalette="brand"
              loading={pending === 'claim'}
              disabled={pending !== null}
              onClick={() => onStep('claim')}
            >
              <Hand aria-hidden="true" />
              {t('review.panel.claim')}
            </Button>
          ) : null}
          {allowed.includes('release') ? (
            <Button
              size="sm"
              variant="outline"
              loading={pending === 'release'}
              disabled={pending !== null}
              onClick={() => onStep('release')}
            >
              <Undo2 aria-hidden="true" />
              {t('review.panel.release')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {error !== null ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
