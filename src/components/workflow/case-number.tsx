/**
 * The case number (受理编号) of an application as lists and detail headers show it, labelled; a draft
 * never submitted has none yet, and says when it gets one.
 */
import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

type CaseNumberProps = Omit<TextProps, 'children'> & { caseNumber: string | null };

export function CaseNumber({ caseNumber, ...textProps }: CaseNumberProps) {
  const { t } = useTranslation();
  return (
    <Text as="span" {...textProps}>
      {t('workflow.caseNumber.prefix')}
      <CaseNumberValue caseNumber={caseNumber} />
    </Text>
  );
}

/** The number alone, for a cell or a value whose label is shown elsewhere. */
export function CaseNumberValue({ caseNumber }: { caseNumber: string | null }) {
  const { t } = useTranslation();
  return caseNumber === null ? (
    <Text as="span" color="gray.500">
      {t('workflow.caseNumber.pending')}
    </Text>
  ) : (
    <Text as="span" fontFamily="mono" color="gray.800" whiteSpace="nowrap">
      {caseNumber}
    </Text>
  );
}
