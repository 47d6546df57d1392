/** 导出 Excel and 导出 CSV: the history rows of the current filters as a file (the only action here). */
import { Button, HStack } from '@chakra-ui/react';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { ExportFilters } from '../api/export-audit-history';
import { useAuditExport } from '../hooks/use-audit-export';

export function ExportButtons({ filters }: { filters: ExportFilters }) {
  const { t } = useTranslation();
  const { run, pending } = useAuditExport(t('audit.export.fileBaseName'));
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        bg="white"
        loading={pending === 'xlsx'}
        loadingText={t('audit.export.exporting')}
        disabled={pending !== null}
        onClick={() => void run('xlsx', filters)}
      >
        <FileSpreadsheet aria-hidden="true" />
        {t('audit.export.excel')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        bg="white"
        loading={pending === 'csv'}
        loadingText={t('audit.export.exporting')}
        disabled={pending !== null}
        onClick={() => void run('csv', filters)}
      >
        <FileText aria-hidden="true" />
        {t('audit.export.csv')}
      </Button>
    </HStack>
  );
}
