/** 入驻材料 on 专区申请: one item per material the chosen domain asks for. */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import type { DomainDetail } from '@/api/domains/get-domain';
import type { AsyncDataState } from '@/lib/use-async-data';
import type { EntryFile } from '../api/application-types';
import type { useEntryFiles } from '../hooks/use-entry-files';
import { EntryMaterialItem } from './entry-material-item';

type EntryMaterialsProps = {
  domain: AsyncDataState<DomainDetail | null> & { retry: () => void };
  entryFiles: ReturnType<typeof useEntryFiles>;
  canUpload: boolean;
  onDownload: (file: EntryFile) => void;
  downloadingId: string | null;
};

export function EntryMaterials({
  domain,
  entryFiles,
  canUpload,
  onDownload,
  downloadingId,
}: EntryMaterialsProps) {
  const { t } = useTranslation();
  if (domain.status === 'loading') return <TextSkeleton lines={4} />;
  if (domain.status === 'error')
    return <LoadError message={domain.message} onRetry={domain.retry} />;
  if (domain.data === null)
    return (
      <Text fontSize="sm" color="gray.500">
        {t('domainApplication.apply.chooseDomainFirst')}
      </Text>
    );
  if (domain.data.requirements.length === 0)
    return (
      <Text fontSize="sm" color="gray.500">
        {t('domainApplication.apply.noMaterials')}
      </Text>
    );
  return (
    <Stack gap="3">
      {canUpload ? (
        <Text fontSize="sm" color="gray.600">
          {t('domainApplication.apply.materialsLead')}
        </Text>
      ) : (
        <Text fontSize="sm" color="orange.700">
          {t('domainApplication.apply.saveFirst')}
        </Text>
      )}
      {entryFiles.listError !== null ? (
        <LoadError
          message={`${t('domainApplication.apply.filesLoadFailed')}：${entryFiles.listError}`}
          onRetry={() => void entryFiles.refresh()}
        />
      ) : null}
      <Stack as="ul" listStyleType="none" gap="3">
        {domain.data.requirements.map((requirement) => (
          <EntryMaterialItem
            key={requirement.id}
            requirement={requirement}
            files={entryFiles.files.filter((file) => file.entryConfigId === requirement.id)}
            upload={entryFiles.uploads[requirement.id]}
            canUpload={canUpload}
            onUpload={(id, file) => void entryFiles.upload(id, file)}
            onReject={entryFiles.reject}
            onCancel={entryFiles.cancel}
            onDownload={onDownload}
            downloadingId={downloadingId}
            onDelete={(file) => void entryFiles.remove(file)}
            deletingId={entryFiles.deletingId}
          />
        ))}
      </Stack>
    </Stack>
  );
}
