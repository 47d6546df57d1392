/**
 * 受理回执 (/workspace/domain/receipt?id=): the receipt of a submitted domain application, to print on
 * one A4 sheet — its 受理编号, the company and its unified social credit code, the domain, scenario and
 * contact, the submission time, the materials with their names and sizes, and what the receipt does
 * and does not mean. For the applicant, and for operators with a review or audit right. A draft never
 * submitted has no receipt (said in place); an unknown id ends at /404.
 */
import { Alert, Box, Heading, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { RecordStates } from '@/components/page/record-states';
import { paths, withQuery } from '@/config/routes';
import { formatDateTime } from '@/lib/format-date-time';
import { formatFileSize } from '@/lib/format-file-size';
import type { PrintableApplication } from '../api/get-printable-application';
import { caseNumberOf } from '../case-number';
import { FactTable } from '../components/fact-table';
import { PrintFrame } from '../components/print-frame';
import { PrintSheet } from '../components/print-sheet';
import { usePrintableApplication } from '../hooks/use-printable-application';

function ReceiptFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <PrintFrame title={t('routes.domainReceipt')}>{children}</PrintFrame>;
}

const cell = { borderWidth: '1px', borderColor: 'gray.700', px: '2', py: '0.5' } as const;

function MaterialsTable({ files }: { files: PrintableApplication['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Text fontSize="10pt">{t('casePrint.receipt.noMaterials')}</Text>;
  return (
    <Box as="table" width="100%" borderCollapse="collapse" fontSize="9.5pt" lineHeight="1.4">
      <thead>
        <tr>
          <Box as="th" {...cell} width="8%" bg="gray.50">
            {t('casePrint.receipt.index')}
          </Box>
          <Box as="th" {...cell} width="24%" bg="gray.50" textAlign="left">
            {t('casePrint.receipt.entry')}
          </Box>
          <Box as="th" {...cell} bg="gray.50" textAlign="left">
            {t('casePrint.receipt.fileName')}
          </Box>
          <Box as="th" {...cell} width="14%" bg="gray.50" textAlign="right">
            {t('casePrint.receipt.size')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {files.map((file, index) => (
          <tr key={file.id}>
            <Box as="td" {...cell} textAlign="center">
              {index + 1}
            </Box>
            <Box as="td" {...cell}>
              {file.entryName}
            </Box>
            <Box as="td" {...cell} wordBreak="break-all">
              {file.name}
            </Box>
            <Box as="td" {...cell} textAlign="right" whiteSpace="nowrap">
              {formatFileSize(file.size)}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function Receipt({ application }: { application: PrintableApplication }) {
  const { t } = useTranslation();
  const [printedAt] = useState(() => new Date());
  const backTo = withQuery(paths.domainDetail, { id: application.id });
  if (application.submittedAt === null)
    return (
      <PrintFrame title={t('routes.domainReceipt')} backTo={backTo}>
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('casePrint.receipt.notSubmitted')}</Alert.Title>
        </Alert.Root>
      </PrintFrame>
    );
  return (
    <PrintFrame title={t('routes.domainReceipt')} backTo={backTo} printable>
      <PrintSheet
        title={t('casePrint.receipt.title')}
        caseNumber={caseNumberOf(application)}
        printedAt={printedAt}
      >
        <FactTable
          facts={[
            { label: t('casePrint.company'), value: application.corName },
            { label: t('casePrint.creditCode'), value: application.creditCode },
            { label: t('casePrint.domain'), value: application.domainName },
            { label: t('casePrint.scenario'), value: application.scenario },
            { label: t('casePrint.contact'), value: application.contactName },
            { label: t('casePrint.contactPhone'), value: application.contactPhone },
            {
              label: t('casePrint.submittedAt'),
              value: formatDateTime(application.submittedAt) ?? '',
            },
          ]}
        />
        <Heading as="h2" fontSize="11pt" fontWeight="bold" mb="1" fontFamily="inherit">
          {t('casePrint.receipt.materialsTitle')}
        </Heading>
        <MaterialsTable files={application.files} />
        <Box mt="3" fontSize="9.5pt" lineHeight="1.6">
          <Text as="span" fontWeight="bold">
            {t('casePrint.receipt.noteTitle')}：
          </Text>
          {t('casePrint.receipt.note')}
        </Box>
        <Text mt="6" textAlign="right" fontSize="11pt" fontWeight="bold">
          {t('casePrint.platform')}
        </Text>
      </PrintSheet>
    </PrintFrame>
  );
}

export function ReceiptPage() {
  const record = usePrintableApplication();
  return (
    <RecordStates record={record} frame={ReceiptFrame} skeletonLines={12}>
      {(found) => <Receipt application={found.application} />}
    </RecordStates>
  );
}
