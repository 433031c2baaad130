import type { ApiPermissionKey } from '@tms/domain';
import { Button, type ButtonProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../Access';
import { ConfirmButton } from './RowActions';

type AddActionProps = {
  perm: ApiPermissionKey;
  onClick: () => void;
  icon?: ReactNode;
  /** The label when it is not "add" (publish, add province, ...). */
  children?: ReactNode;
};

/** A plain toolbar button, shown to holders of `perm`. */
export function PermButton({ perm, ...button }: { perm: ApiPermissionKey } & ButtonProps) {
  return (
    <Access perm={perm}>
      <Button {...button} />
    </Access>
  );
}

/** The toolbar's primary "add" button. */
export function AddAction({ perm, onClick, icon, children }: AddActionProps) {
  const { t } = useTranslation();
  return (
    <Access perm={perm}>
      <Button type="primary" icon={icon} onClick={onClick}>
        {children ?? t('action.add')}
      </Button>
    </Access>
  );
}

type BatchDeleteProps<K extends Key> = {
  perm: ApiPermissionKey;
  /** The checked rows: nothing to delete while none is. */
  selection: { keys: K[] };
  /** Removes the checked rows' keys. */
  onRemove: (keys: K[]) => unknown;
  /** Further reasons to refuse (a built-in row among the checked ones, ...). */
  disabled?: boolean;
};

/** The toolbar's "delete" for the checked rows, asking first. */
export function BatchDeleteAction<K extends Key>({
  perm,
  selection,
  onRemove,
  disabled,
}: BatchDeleteProps<K>) {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      perm={perm}
      title={t('confirm.delete')}
      onConfirm={() => onRemove(selection.keys)}
      disabled={!selection.keys.length || !!disabled}
      danger
    >
      {t('action.delete')}
    </ConfirmButton>
  );
}

/** The toolbar's "export" (the list's current filters are the caller's to send). */
export function ExportAction({ perm, onExport }: { perm: ApiPermissionKey; onExport: () => unknown }) {
  const { t } = useTranslation();
  return (
    <PermButton perm={perm} onClick={() => void onExport()}>
      {t('action.export')}
    </PermButton>
  );
}

/** The toolbar's "import", opening the page's import modal. */
export function ImportAction({ perm, onImport }: { perm: ApiPermissionKey; onImport: () => void }) {
  const { t } = useTranslation();
  return (
    <PermButton perm={perm} onClick={onImport}>
      {t('action.import')}
    </PermButton>
  );
}
