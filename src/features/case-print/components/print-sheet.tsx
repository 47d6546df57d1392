/**
 * The paper of a receipt or notice: an A4-proportioned white sheet with the platform's name, the
 * document's title and its 受理编号 at the top, the content, and the printing time at the foot. On
 * screen it sits on a grey desk under the 打印 bar; printed, only the sheet remains (print-styles.tsx).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';

type PrintSheetProps = {
  title: string;
  caseNumber: string | null;
  printedAt: Date;
  children: ReactNode;
};

export function PrintSheet({ title, caseNumber, printedAt, children }: PrintSheetProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="article"
      className="case-print-sheet"
      aria-label={title}
      bg="white"
      color="gray.900"
      width="210mm"
      maxWidth="100%"
      minHeight="297mm"
      mx="auto"
      px={{ base: '6', md: '16mm' }}
      py={{ base: '6', md: '14mm' }}
      boxShadow="md"
      fontSize="10.5pt"
      lineHeight="1.6"
      fontFamily="'Noto Serif CJK SC', 'Source Han Serif SC', 'SimSun', serif"
    >
      <Text textAlign="center" fontSize="11pt" letterSpacing="0.2em">
        {t('casePrint.platform')}
      </Text>
      <Heading
        as="h1"
        textAlign="center"
        fontSize="18pt"
        fontWeight="bold"
        letterSpacing="0.1em"
        mt="2"
        mb="1"
        fontFamily="inherit"
      >
        {title}
      </Heading>
      <Flex
        justify="flex-end"
        fontSize="10pt"
        mb="3"
        borderBottomWidth="2px"
        borderColor="gray.900"
        pb="1"
      >
        <Text>
          {t('casePrint.caseNumber')}：
          <Text as="span" fontFamily="mono" fontWeight="bold">
            {caseNumber ?? t('casePrint.noCaseNumber')}
          </Text>
        </Text>
      </Flex>
      {children}
      <Text mt="4" fontSize="9pt" color="gray.600" textAlign="right">
        {t('casePrint.printedAt', { date: formatDateTime(printedAt.toISOString()) ?? '' })}
      </Text>
    </Box>
  );
}
