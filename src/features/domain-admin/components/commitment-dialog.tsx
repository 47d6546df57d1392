/**
 * 承诺书 of one domain in a dialog: the current version with who published it and when, an editor that
 * starts from it and publishes the text as the next version (never overwriting: earlier versions stay
 * and are listed below, newest first, each readable), and the server's refusal shown in place.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Collapsible,
  Dialog,
  Flex,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChevronDown, Send } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
import { RichTextEditor, type EditorValue } from '@/components/rich-text/rich-text-editor';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { formatDateTime } from '@/lib/format-date-time';
import { useAsyncData } from '@/lib/use-async-data';
import type { WriteOutcome } from '../api/change-domain';
import type { DomainAdminSummary, DomainCommitmentVersion } from '../api/domain-admin-types';
import { listCommitments } from '../api/list-commitments';

type CommitmentDialogProps = {
  /** The domain whose commitment is edited; null: closed. */
  domain: DomainAdminSummary | null;
  onPublish: (domainId: string, body: string) => Promise<WriteOutcome<DomainCommitmentVersion>>;
  onPublished: (version: DomainCommitmentVersion, unchanged: boolean) => void;
  onClose: () => void;
};

export function CommitmentDialog({
  domain,
  onPublish,
  onPublished,
  onClose,
}: CommitmentDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={domain !== null}
      onClose={onClose}
      title={t('domainAdmin.commitment.title', { name: domain?.name ?? '' })}
      size="lg"
    >
      {domain === null ? null : (
        // The frame draws the header only; the body keeps the dialog's padding.
        <Dialog.Body pb="6">
          <CommitmentVersions
            key={domain.id}
            domain={domain}
            onPublish={onPublish}
            onPublished={onPublished}
          />
        </Dialog.Body>
      )}
    </DialogFrame>
  );
}

type VersionsProps = Pick<CommitmentDialogProps, 'onPublish' | 'onPublished'> & {
  domain: DomainAdminSummary;
};

function CommitmentVersions({ domain, onPublish, onPublished }: VersionsProps) {
  const load = useCallback(() => listCommitments(domain.id), [domain.id]);
  const state = useAsyncData(
    ['POST /primary/domain-admin/commitment-list', { id: domain.id }],
    load,
  );
  if (state.status === 'loading') return <TextSkeleton lines={8} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={state.retry} />;
  return (
    <CommitmentEditor
      domain={domain}
      versions={state.data}
      onPublish={onPublish}
      onPublished={(version, unchanged) => {
        state.retry();
        onPublished(version, unchanged);
      }}
    />
  );
}

function CommitmentEditor({
  domain,
  versions,
  onPublish,
  onPublished,
}: VersionsProps & { versions: DomainCommitmentVersion[] }) {
  const { t } = useTranslation();
  const current = versions[0] ?? null;
  const [text, setText] = useState<EditorValue>({ html: current?.body ?? '', text: '' });
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const errorId = useId();
  const nextVersion = (current?.version ?? 0) + 1;

  const publish = async () => {
    if (text.text.trim() === '') {
      setError(t('domainAdmin.commitment.empty'));
      return;
    }
    setPublishing(true);
    setRefusal(null);
    const outcome = await onPublish(domain.id, text.html);
    setPublishing(false);
    if (outcome.ok) onPublished(outcome.data, outcome.unchanged);
    else setRefusal(outcome.message || t('domainAdmin.commitment.failed'));
  };

  return (
    <Stack gap="5">
      {current === null ? (
        <Alert.Root status="warning" variant="surface" rounded="md">
          <Alert.Indicator />
          <Alert.Description>{t('domainAdmin.commitment.none')}</Alert.Description>
        </Alert.Root>
      ) : (
        <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="gray.700">
          <Badge colorPalette="brand" variant="solid">
            {t('domainAdmin.commitment.currentVersion', { version: current.version })}
          </Badge>
          <Text>
            {t('domainAdmin.commitment.publishedBy', {
              name: current.createdByName,
              at: formatDateTime(current.createdAt) ?? '',
            })}
          </Text>
        </Flex>
      )}

      <Stack gap="2">
        <Text as="label" fontWeight="medium" fontSize="sm">
          {t('domainAdmin.commitment.editorLabel')}
        </Text>
        <Box maxHeight="300px" overflowY="auto">
          <RichTextEditor
            initialContent={current?.body ?? ''}
            label={t('domainAdmin.commitment.editorLabel')}
            invalid={error !== null}
            describedBy={error !== null ? errorId : undefined}
            onReady={setText}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
          />
        </Box>
        {error !== null ? (
          <Text id={errorId} fontSize="sm" color="red.600">
            {error}
          </Text>
        ) : (
          <Text fontSize="sm" color="gray.600">
            {t('domainAdmin.commitment.newHint', { version: nextVersion })}
          </Text>
        )}
        {refusal !== null ? (
          <Alert.Root status="error" variant="surface" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Flex justify="flex-end">
          <Button colorPalette="brand" loading={publishing} onClick={() => void publish()}>
            <Send aria-hidden="true" />
            {publishing
              ? t('domainAdmin.commitment.publishing')
              : t('domainAdmin.commitment.publish', { version: nextVersion })}
          </Button>
        </Flex>
      </Stack>

      {versions.length === 0 ? null : (
        <Stack as="section" gap="2" aria-labelledby={`${errorId}-history`}>
          <Heading as="h3" size="sm" id={`${errorId}-history`}>
            {t('domainAdmin.commitment.history')}
          </Heading>
          {versions.map((version) => (
            <Collapsible.Root key={version.version} borderWidth="1px" rounded="md" bg="gray.50">
              <Collapsible.Trigger
                width="full"
                px="3"
                py="2"
                display="flex"
                justifyContent="space-between"
                alignItems="center"
                fontSize="sm"
                cursor="pointer"
              >
                <Text as="span" fontWeight="medium">
                  {t('domainAdmin.commitmentVersion', { version: version.version })}
                  {version.version === current?.version ? (
                    <Badge ml="2" colorPalette="green" variant="subtle">
                      {t('domainAdmin.commitment.currentTag')}
                    </Badge>
                  ) : null}
                </Text>
                <Flex as="span" gap="2" align="center" color="gray.600">
                  {t('domainAdmin.commitment.publishedBy', {
                    name: version.createdByName,
                    at: formatDateTime(version.createdAt) ?? '',
                  })}
                  <ChevronDown aria-hidden="true" size={16} />
                </Flex>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Box px="3" pb="3" fontSize="sm" bg="white" borderTopWidth="1px">
                  <RichText html={version.body} />
                </Box>
              </Collapsible.Content>
            </Collapsible.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
