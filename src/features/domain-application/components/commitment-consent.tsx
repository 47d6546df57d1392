/**
 * The domain's 承诺书 on 专区申请, above 提交申请: its current text in a scrolling frame with its version,
 * and the required checkbox 我已阅读并同意 beneath it. Ticking it accepts exactly the version shown: if
 * the domain publishes a new one meanwhile, the acceptance no longer matches and must be given again
 * (the server refuses the old version as well).
 */
import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { DomainDetail } from '@/api/domains/get-domain';
import { RichText } from '@/components/rich-text/rich-text';

type Commitment = NonNullable<DomainDetail['commitment']>;

type CommitmentConsentProps = {
  commitment: Commitment;
  /** The version the applicant ticked the box for, or null. */
  acceptedVersion: number | null;
  onAcceptedChange: (version: number | null) => void;
  disabled?: boolean;
};

export function CommitmentConsent({
  commitment,
  acceptedVersion,
  onAcceptedChange,
  disabled = false,
}: CommitmentConsentProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Stack gap="3">
      <Text fontSize="sm" fontWeight="medium" id={`${textId}-title`}>
        {t('domainApplication.apply.commitmentTitle', { version: commitment.version })}
      </Text>
      <Box
        id={textId}
        role="document"
        aria-labelledby={`${textId}-title`}
        tabIndex={0}
        maxHeight="220px"
        overflowY="auto"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        bg="gray.50"
        px="4"
        py="3"
        fontSize="sm"
      >
        <RichText html={commitment.body} />
      </Box>
      <Checkbox.Root
        colorPalette="brand"
        checked={acceptedVersion === commitment.version}
        disabled={disabled}
        aria-describedby={textId}
        onCheckedChange={(details) =>
          onAcceptedChange(details.checked === true ? commitment.version : null)
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('domainApplication.apply.commitmentAccept')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
