import type { ApiPermissionKey } from '@tms/domain';
import { type ComponentProps, useState } from 'react';
import { ImportModal } from '../import/ImportModal';
import { ImportAction } from './CrudToolbar';

type Options = Omit<ComponentProps<typeof ImportModal>, 'open' | 'onClose'> & {
  /** The import permission key (base:item:import). */
  perm: ApiPermissionKey;
};

/** A list's import: the toolbar button and the modal it opens. */
export function useImport({ perm, ...modal }: Options) {
  const [open, setOpen] = useState(false);
  return {
    button: <ImportAction key="import" perm={perm} onImport={() => setOpen(true)} />,
    modal: <ImportModal {...modal} open={open} onClose={() => setOpen(false)} />,
  };
}
