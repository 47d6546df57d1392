/**
 * The error state of a catalogue detail: the page's own heading band, so the page keeps its title and
 * landmark, and the Chinese message with 重试 below it.
 */
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';

type DetailLoadErrorProps = {
  title: string;
  message: string | null;
  onRetry: () => void;
};

export function DetailLoadError({ title, message, onRetry }: DetailLoadErrorProps) {
  return (
    <>
      <PageHeader title={title} />
      <PageContainer py={{ base: '6', md: '10' }}>
        <LoadError message={message} onRetry={onRetry} />
      </PageContainer>
    </>
  );
}
