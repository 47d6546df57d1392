/**
 * The printable documents of a case, as links to their print pages: 打印回执 once the application has
 * been submitted, 打印通知书 once it has been approved. Nothing when neither applies yet.
 */
import { Button, Stack } from '@chakra-ui/react';
import { FileCheck, Printer } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';

type CaseDocumentLinksProps = {
  id: string;
  state: ApplicationState;
  submittedAt: string | null;
  size?: 'xs' | 'sm';
};

export function CaseDocumentLinks({ id, state, submittedAt, size = 'sm' }: CaseDocumentLinksProps) {
  const { t } = useTranslation();
  if (submittedAt === null) return null;
  return (
    <Stack direction="row" gap="2" wrap="wrap">
      <Button asChild size={size} variant="outline" colorPalette="brand">
        <RouterLink to={withQuery(paths.domainReceipt, { id })}>
          <Printer aria-hidden="true" />
          {t('casePrint.printReceipt')}
        </RouterLink>
      </Button>
      {state === 'approved' ? (
        <Button asChild size={size} variant="outline" colorPalette="brand">
          <RouterLink to={withQuery(paths.domainNotice, { id })}>
            <FileCheck aria-hidden="true" />
            {t('casePrint.printNotice')}
          </RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}
