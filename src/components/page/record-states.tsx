/**
 * The states of a page about one record named in its address (申请详情, 流程追溯 …): while the record
 * loads, a skeleton inside the page's frame; a failed load with 重试 in the same frame; a record that
 * does not exist sends the visitor to /404 (`RecordMissing`); otherwise the page drawn from the record.
 *
 *   <RecordStates record={application} frame={DetailFrame} skeletonLines={10}>
 *     {(found) => <ApplicationView loaded={found.application} />}
 *   </RecordStates>
 */
import type { ComponentType, ReactNode } from 'react';
import type { AsyncDataState } from '@/lib/use-async-data';
import { LoadError } from './load-error';
import { RecordMissing } from './record-missing';
import { TextSkeleton } from './text-skeleton';

type Lookup = { found: boolean };

type RecordStatesProps<T extends Lookup> = {
  record: AsyncDataState<T> & { retry: () => void };
  /** The page's header and container, around the loading and the error state. */
  frame: ComponentType<{ children: ReactNode }>;
  skeletonLines: number;
  children: (found: Extract<T, { found: true }>) => ReactNode;
};

function isFound<T extends Lookup>(lookup: T): lookup is Extract<T, { found: true }> {
  return lookup.found;
}

export function RecordStates<T extends Lookup>({
  record,
  frame: Frame,
  skeletonLines,
  children,
}: RecordStatesProps<T>) {
  if (record.status === 'loading')
    return (
      <Frame>
        <TextSkeleton lines={skeletonLines} />
      </Frame>
    );
  if (record.status === 'error')
    return (
      <Frame>
        <LoadError message={record.message} onRetry={record.retry} />
      </Frame>
    );
  if (!isFound(record.data)) return <RecordMissing />;
  return children(record.data);
}
