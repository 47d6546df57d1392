/**
 * 审核通过通知书 (/workspace/domain/notice?id=): the notice of an approved domain application, to print
 * on one A4 sheet — its 受理编号, the company and its unified social credit code, the domain, the time
 * of approval, the notice's text, and the 初审 and 终审 decisions of the approved round with their
 * times, signed by the platform. For the applicant, and for operators with a review or audit right.
 * An application not (yet) approved has no notice (said in place); an unknown id ends at /404.
 */
import { Alert, Box, Heading, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { RecordStates } from '@/components/page/record-states';
import { paths, withQuery } from '@/config/routes';
import { formatDateTime } from '@/lib/format-date-time';
import type { PrintableApplication } from '../api/get-printable-application';
import { approvalDecisions, approvedAt } from '../approval-decisions';
import { caseNumberOf } from '../case-number';
import { FactTable } from '../components/fact-table';
import { PrintFrame } from '../components/print-frame';
import { PrintSheet } from '../components/print-sheet';
import { usePrintableApplication } from '../hooks/use-printable-application';

function NoticeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <PrintFrame title={t('routes.domainNotice')}>{children}</PrintFrame>;
}

const cell = { borderWidth: '1px', borderColor: 'gray.700', px: '2', py: '0.5' } as const;
/** A cell of a few words (审核环节, 入驻初审, a name): kept on one line, the time takes the rest. */
const wordCell = { ...cell, whiteSpace: 'nowrap' } as const;

function Notice({ application }: { application: PrintableApplication }) {
  const { t } = useTranslation();
  const [printedAt] = useState(() => new Date());
  const backTo = withQuery(paths.domainDetail, { id: application.id });
  const approved = approvedAt(application.history, application.round);
  if (application.state !== 'approved' || approved === null)
    return (
      <PrintFrame title={t('routes.domainNotice')} backTo={backTo}>
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('casePrint.notice.notApproved')}</Alert.Title>
        </Alert.Root>
      </PrintFrame>
    );
  const caseNumber = caseNumberOf(application);
  const decisions = approvalDecisions(application.history, application.round);
  return (
    <PrintFrame title={t('routes.domainNotice')} backTo={backTo} printable>
      <PrintSheet title={t('casePrint.notice.title')} caseNumber={caseNumber} printedAt={printedAt}>
        <Text fontSize="11pt" fontWeight="bold" mt="2">
          {t('casePrint.notice.salutation', { company: application.corName })}
        </Text>
        <Text textIndent="2em" fontSize="11pt" mt="1">
          {t('casePrint.notice.body', {
            submittedAt: formatDateTime(application.submittedAt) ?? '',
            domain: application.domainName,
            caseNumber: caseNumber ?? t('casePrint.noCaseNumber'),
          })}
        </Text>
        <Text textIndent="2em" fontSize="11pt" mb="3">
          {t('casePrint.notice.obligations')}
        </Text>
        <FactTable
          facts={[
            { label: t('casePrint.company'), value: application.corName },
            { label: t('casePrint.creditCode'), value: application.creditCode },
            { label: t('casePrint.domain'), value: application.domainName },
            { label: t('casePrint.approvedAt'), value: formatDateTime(approved) ?? '' },
          ]}
        />
        <Heading as="h2" fontSize="11pt" fontWeight="bold" mb="1" fontFamily="inherit">
          {t('casePrint.notice.decisionsTitle')}
        </Heading>
        <Box as="table" width="100%" borderCollapse="collapse" fontSize="10pt">
          <thead>
            <tr>
              <Box as="th" {...wordCell} bg="gray.50" textAlign="left">
                {t('casePrint.notice.stage')}
              </Box>
              <Box as="th" {...wordCell} bg="gray.50" textAlign="left">
                {t('casePrint.notice.result')}
              </Box>
              <Box as="th" {...wordCell} bg="gray.50" textAlign="left">
                {t('casePrint.notice.reviewer')}
              </Box>
              <Box as="th" {...wordCell} bg="gray.50" textAlign="left">
                {t('casePrint.notice.decidedAt')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {decisions.map((decision) => (
              <tr key={`${decision.stage}-${decision.at}`}>
                <Box as="td" {...wordCell}>
                  {t(`review.stageNames.${decision.stage}`)}
                </Box>
                <Box as="td" {...wordCell}>
                  {t('casePrint.notice.passed')}
                </Box>
                <Box as="td" {...wordCell}>
                  {decision.actorName}
                </Box>
                <Box as="td" {...cell}>
                  {formatDateTime(decision.at) ?? ''}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
        <Box mt="8" ms="auto" width="fit-content" textAlign="center">
          <Text fontSize="11pt" fontWeight="bold">
            {t('casePrint.notice.signature')}
          </Text>
          <Text fontSize="10.5pt">{formatDateTime(approved)}</Text>
        </Box>
        <Text mt="4" fontSize="9pt" color="gray.600">
          {t('casePrint.notice.generated')}
        </Text>
      </PrintSheet>
    </PrintFrame>
  );
}

export function NoticePage() {
  const record = usePrintableApplication();
  return (
    <RecordStates record={record} frame={NoticeFrame} skeletonLines={12}>
      {(found) => <Notice application={found.application} />}
    </RecordStates>
  );
}
