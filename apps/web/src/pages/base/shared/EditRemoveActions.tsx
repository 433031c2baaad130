import type { ScreensWith } from '@tms/domain';
import type { ReactNode } from 'react';
import { DeleteAction, EditAction, RowActions } from '../../../components/crud';

type Props = {
  /** Permission prefix (base:zone): <prefix>:edit and <prefix>:remove. */
  perm: ScreensWith<'edit' | 'remove'>;
  onEdit: () => void;
  onRemove: () => unknown;
  /** The page's own links, placed between "edit" and "delete". */
  children?: ReactNode;
  /** The page's own links placed before "edit" (a preview, a binding, ...). */
  leading?: ReactNode;
};

/** A base-data row's links: the page's leading ones, edit, the page's own, then delete (asking first). */
export function EditRemoveActions({ perm, onEdit, onRemove, children, leading }: Props) {
  return (
    <RowActions>
      {leading}
      <EditAction perm={`${perm}:edit`} onClick={onEdit} />
      {children}
      <DeleteAction perm={`${perm}:remove`} onConfirm={onRemove} />
    </RowActions>
  );
}
