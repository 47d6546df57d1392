/**
 * 专区申请 (/workspace/domain/apply): a new application (`?domainId=` preselects the domain, as 专区合集
 * and the resource pages link here) or an own draft (`?id=`). Only drafts can be edited; any other
 * state says so and links to the detail. An unknown or malformed id ends at /404. Operators do not apply.
 * When the first save of a new application moves the address to `?id=`, the same editor stays on the
 * page (it already holds the draft): nothing reloads, and keyboard focus stays where it was.
 */
import { Box, Button, EmptyState } from '@chakra-ui/react';
import { FileLock2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/page/load-error';
import { WorkspacePage } from '@/components/page/workspace-page';
import { RecordMissing } from '@/components/page/record-missing';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths, withQuery } from '@/config/routes';
import { isRecordId } from '@/lib/is-record-id';
import { useAuthState } from '@/lib/auth-state';
import { readerIsApplicant } from '../application-actions';
import type { ApplicationDetail } from '../api/application-types';
import { ApplyEditor } from '../components/apply-editor';
import { useApplication } from '../hooks/use-application';
import { useOpenDomains } from '../hooks/use-open-domains';

function ApplyFrame({ lead, children }: { lead: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.domainApply')} description={lead}>
      <Box maxWidth="960px">{children}</Box>
    </WorkspacePage>
  );
}

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <EmptyState.Root bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <FileLock2 />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {title}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="md" textAlign="center">
          {text}
        </EmptyState.Description>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The editor once the domains to choose from are known. */
function EditorWithDomains({
  application,
  preselectedDomainId,
  onConflict,
  onCreated,
  conflictShown,
}: {
  application: ApplicationDetail | null;
  preselectedDomainId: string | null;
  onConflict: () => void;
  onCreated?: (id: string) => void;
  conflictShown: boolean;
}) {
  const domains = useOpenDomains();
  if (domains.status === 'loading') return <TextSkeleton lines={8} />;
  if (domains.status === 'error')
    return <LoadError message={domains.message} onRetry={domains.retry} />;
  const preselected =
    preselectedDomainId !== null && domains.data.some((domain) => domain.id === preselectedDomainId)
      ? preselectedDomainId
      : null;
  return (
    <ApplyEditor
      application={application}
      preselectedDomainId={preselected}
      domains={domains.data}
      onConflict={onConflict}
      onCreated={onCreated}
      conflictShown={conflictShown}
    />
  );
}

function NewApplication({
  created,
  onCreated,
}: {
  /** The first save has created the draft (the address now names it). */
  created: boolean;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Read once: the address loses `domainId` when the first save moves it to `?id=`.
  const [domainId] = useState(() => searchParams.get('domainId'));
  return (
    <ApplyFrame
      lead={t(created ? 'domainApplication.apply.leadEdit' : 'domainApplication.apply.leadNew')}
    >
      <EditorWithDomains
        application={null}
        preselectedDomainId={isRecordId(domainId) ? domainId : null}
        onConflict={() => undefined}
        onCreated={onCreated}
        conflictShown={false}
      />
    </ApplyFrame>
  );
}

function OwnDraft() {
  const { t } = useTranslation();
  const application = useApplication();
  const [conflict, setConflict] = useState(false);
  if (application.status === 'success' && !application.data.found) return <RecordMissing />;
  let content: ReactNode;
  if (application.status === 'loading') content = <TextSkeleton lines={8} />;
  else if (application.status === 'error')
    content = <LoadError message={application.message} onRetry={application.retry} />;
  else if (!application.data.found) content = null;
  else if (application.data.application.state !== 'draft') {
    const { id, state } = application.data.application;
    content = (
      <Notice
        title={t('domainApplication.apply.notEditableTitle')}
        text={t('domainApplication.apply.notEditable', { state: t(`workflow.states.${state}`) })}
        action={
          <Button asChild colorPalette="brand" mt="2">
            <RouterLink to={withQuery(paths.domainDetail, { id })}>
              {t('domainApplication.apply.toDetail')}
            </RouterLink>
          </Button>
        }
      />
    );
  } else
    content = (
      <EditorWithDomains
        application={application.data.application}
        preselectedDomainId={null}
        onConflict={() => {
          setConflict(true);
          application.retry();
        }}
        conflictShown={conflict}
      />
    );
  return <ApplyFrame lead={t('domainApplication.apply.leadEdit')}>{content}</ApplyFrame>;
}

export function DomainApplyPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const authState = useAuthState();
  const id = searchParams.get('id');
  // The draft the new-application editor created here, and the location it was created at: while the
  // address names that draft, that editor (keyed by that location) stays mounted.
  const [created, setCreated] = useState<{ id: string; editorKey: string } | null>(null);
  if (created !== null && id === null && location.key !== created.editorKey) {
    // A new visit to an empty 专区申请 (a link, Back): the created draft is an own draft like any.
    setCreated(null);
  }
  if (!readerIsApplicant(authState))
    return (
      <ApplyFrame lead={t('domainApplication.apply.leadNew')}>
        <Notice
          title={t('domainApplication.apply.operatorTitle')}
          text={t('domainApplication.apply.operatorText')}
        />
      </ApplyFrame>
    );
  if (id === null || id === created?.id) {
    const editorKey = created?.editorKey ?? location.key;
    return (
      <NewApplication
        key={editorKey}
        created={created !== null && id !== null}
        onCreated={(draftId) => setCreated({ id: draftId, editorKey })}
      />
    );
  }
  return <OwnDraft key={id} />;
}
