/**
 * The working part of 专区申请 for a new application or an own draft: the fields with 保存草稿, the
 * domain's materials with uploads, and 提交申请 once the workflow allows this user to submit (as every
 * transition's button asks it), every required material has a file and nothing is left unsaved. A
 * 4090 answer (changed meanwhile) reloads the latest draft; the typed input stays.
 * The first save of a new application carries on in this same editor (the page keeps it mounted when
 * the address gains the new draft's `?id=`), so focus and everything typed stay where they were.
 */
import { Alert, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/routes';
import type { DomainSummary } from '@/api/domains/list-domains';
import { useAuthState } from '@/lib/auth-state';
import { FormSection } from '@/components/page/form-section';
import type { ApplicationDetail } from '../api/application-types';
import { eventsAllowedFor } from '../application-actions';
import { submitApplication } from '../api/submit-application';
import { CommitmentConsent } from './commitment-consent';
import { useApplyForm } from '../hooks/use-apply-form';
import { useDomainRequirements } from '../hooks/use-domain-requirements';
import { useEntryFiles } from '../hooks/use-entry-files';
import { useFileDownload } from '../hooks/use-file-download';
import { clearUnsavedForm } from '../unsaved-apply-form';
import { ApplyFormFields } from './apply-form-fields';
import { EntryMaterials } from './entry-materials';
import { EnvelopeCode } from '@openapi/envelope-codes';

type ApplyEditorProps = {
  application: ApplicationDetail | null;
  preselectedDomainId: string | null;
  domains: DomainSummary[];
  /** Loads the latest draft again after a 4090 answer. */
  onConflict: () => void;
  /** The first save created the draft; called before the address changes to its `?id=`. */
  onCreated?: (id: string) => void;
  conflictShown: boolean;
};

export function ApplyEditor({
  application: loaded,
  preselectedDomainId,
  domains,
  onConflict,
  onCreated,
  conflictShown,
}: ApplyEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authState = useAuthState();
  const [application, setApplication] = useState(loaded);
  const form = useApplyForm(loaded, preselectedDomainId);
  const domain = useDomainRequirements(form.values.domainId);
  const entryFiles = useEntryFiles(application?.id ?? null, loaded?.files ?? []);
  const { download, pendingId } = useFileDownload();
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [acceptedVersion, setAcceptedVersion] = useState<number | null>(null);

  const choices =
    application !== null && !domains.some((item) => item.id === application.domainId)
      ? [{ id: application.domainId, name: application.domainName }, ...domains]
      : domains;
  const requirements = domain.status === 'success' ? (domain.data?.requirements ?? []) : [];
  const commitment = domain.status === 'success' ? (domain.data?.commitment ?? null) : null;
  const domainClosed = domain.status === 'success' && domain.data?.acceptingApplications === false;
  const commitmentAccepted = commitment === null || acceptedVersion === commitment.version;
  const missing = requirements.filter(
    (requirement) =>
      requirement.required &&
      !entryFiles.files.some((file) => file.entryConfigId === requirement.id),
  );
  const uploading = Object.values(entryFiles.uploads).some((item) => item.status === 'uploading');
  const submitAllowed =
    application !== null && eventsAllowedFor(application, authState).includes('application.submit');
  const canSubmit =
    submitAllowed &&
    !form.dirty &&
    domain.status === 'success' &&
    !domainClosed &&
    missing.length === 0 &&
    commitmentAccepted &&
    !uploading;

  const save = async () => {
    const outcome = await form.save(application);
    switch (outcome.kind) {
      case 'created':
        setApplication(outcome.application);
        onCreated?.(outcome.application.id);
        toaster.create({ type: 'success', title: t('domainApplication.apply.saved') });
        void navigate(withQuery(paths.domainApply, { id: outcome.application.id }), {
          replace: true,
        });
        return;
      case 'updated':
        setApplication(outcome.application);
        toaster.create({ type: 'success', title: t('domainApplication.apply.saved') });
        return;
      case 'unchanged':
        toaster.create({ type: 'info', title: t('domainApplication.apply.nothingChanged') });
        return;
      case 'failed':
        if (outcome.failure.code === EnvelopeCode.conflict) onConflict();
        return;
      case 'invalid':
        return;
    }
  };

  const submit = async () => {
    if (application === null) return;
    setSubmitting(true);
    const result = await submitApplication(application.id, application.version, acceptedVersion);
    setSubmitting(false);
    setConfirming(false);
    if (result.ok) {
      clearUnsavedForm(application.id);
      toaster.create({ type: 'success', title: t('domainApplication.apply.submitted') });
      void navigate(withQuery(paths.domainDetail, { id: application.id }));
      return;
    }
    if (result.code === EnvelopeCode.conflict) {
      // A newer 承诺书 may have been published: read it again, to be accepted anew.
      setAcceptedVersion(null);
      domain.retry();
      onConflict();
    } else void entryFiles.refresh();
  };

  const submitHint =
    application === null
      ? t('domainApplication.apply.submitNeedsDraft')
      : !submitAllowed
        ? t('domainApplication.apply.submitNotAllowed')
        : domainClosed
          ? t('domainApplication.apply.submitDomainClosed')
          : form.dirty
            ? t('domainApplication.apply.submitUnsaved')
            : missing.length > 0
              ? t('domainApplication.apply.submitMissing', {
                  names: missing.map((item) => item.name).join('、'),
                })
              : !commitmentAccepted
                ? t('domainApplication.apply.submitNeedsCommitment')
                : t('domainApplication.apply.submitReady');

  return (
    <Stack gap="5">
      {conflictShown ? (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('domainApplication.apply.conflictReloaded')}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {form.restored ? (
        <Alert.Root status="info" rounded="lg" alignItems="center">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" flex="1">
            {t('domainApplication.apply.restored')}
          </Alert.Title>
          <Button size="xs" variant="outline" onClick={form.discardRestored}>
            {t('domainApplication.apply.discardRestored')}
          </Button>
        </Alert.Root>
      ) : null}
      <FormSection id="apply-form" title={t('domainApplication.apply.formTitle')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.saving) void save();
          }}
        >
          <ApplyFormFields
            values={form.values}
            errors={form.errors}
            domains={choices}
            domainLocked={application !== null}
            disabled={form.saving}
            onChange={form.change}
          />
          {domains.length === 0 && application === null ? (
            <Text mt="3" fontSize="sm" color="orange.700">
              {t('domainApplication.apply.noOpenDomains')}
            </Text>
          ) : null}
          <Flex mt="5" gap="3" align="center" wrap="wrap">
            {/* Busy while saving but never disabled: a disabled button would drop keyboard focus. */}
            <Button
              type="submit"
              colorPalette="brand"
              variant="outline"
              aria-disabled={form.saving || undefined}
              aria-busy={form.saving || undefined}
            >
              {form.saving ? <Spinner size="sm" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {t('domainApplication.apply.saveDraft')}
            </Button>
            {form.dirty ? (
              <Text fontSize="sm" color="orange.700" role="status">
                {t('domainApplication.apply.unsaved')}
              </Text>
            ) : null}
          </Flex>
        </form>
      </FormSection>
      <FormSection id="apply-materials" title={t('domainApplication.apply.materialsTitle')}>
        <EntryMaterials
          domain={domain}
          entryFiles={entryFiles}
          canUpload={application !== null}
          onDownload={(file) => void download(file)}
          downloadingId={pendingId}
        />
      </FormSection>
      <FormSection id="apply-submit" title={t('domainApplication.apply.submitTitle')}>
        {commitment !== null && submitAllowed && !domainClosed ? (
          <Box mb="5">
            <CommitmentConsent
              commitment={commitment}
              acceptedVersion={acceptedVersion}
              onAcceptedChange={setAcceptedVersion}
              disabled={submitting}
            />
          </Box>
        ) : null}
        <Flex
          gap="4"
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Text
            flex="1"
            fontSize="sm"
            color={canSubmit ? 'gray.700' : 'orange.700'}
            id="apply-submit-hint"
          >
            {submitHint}
          </Text>
          <Button
            colorPalette="brand"
            disabled={!canSubmit}
            aria-describedby="apply-submit-hint"
            onClick={() => setConfirming(true)}
          >
            <Send aria-hidden="true" />
            {t('workflow.actions.submit')}
          </Button>
        </Flex>
      </FormSection>
      <ConfirmDialog
        open={confirming}
        title={t('domainApplication.apply.submitConfirmTitle')}
        text={t('workflow.confirm.submit')}
        confirmLabel={t('workflow.actions.submit')}
        cancelLabel={t('domainApplication.apply.cancel')}
        busy={submitting}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
