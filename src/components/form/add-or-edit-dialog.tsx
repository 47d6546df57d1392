/**
 * The dialog of a 新增 / 编辑 form: closed while there is no target, titled for adding a record
 * ('new') or for editing the one given, with the form for it inside.
 */
import type { ReactNode } from 'react';
import { DialogFrame } from '@/components/ui/dialog-frame';

type AddOrEditDialogProps<T> = {
  /** null: closed; 'new': 新增; a record: 编辑 it. */
  target: T | 'new' | null;
  titles: { add: string; edit: string };
  onClose: () => void;
  /** The form for a new record (null) or for the record being edited. */
  children: (editing: T | null) => ReactNode;
};

export function AddOrEditDialog<T>({ target, titles, onClose, children }: AddOrEditDialogProps<T>) {
  const editing = target === 'new' ? null : target;
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      title={editing === null ? titles.add : titles.edit}
      size="lg"
    >
      {target === null ? null : children(editing)}
    </DialogFrame>
  );
}
