import type { ApiPermissionKey, ScreensWith } from '@tms/domain';
import { Button, type ButtonProps, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../Access';

/** Wraps a control in <Access perm> when a permission key is given. */
function guarded(perm: ApiPermissionKey | undefined, node: ReactNode) {
  return perm ? <Access perm={perm}>{node}</Access> : node;
}

/** The row's action links, side by side. */
export function RowActions({ size = 4, children }: { size?: number; children: ReactNode }) {
  return <Space size={size}>{children}</Space>;
}

type LinkActionProps = {
  /** Shown only to users holding this key; without it the link is always shown. */
  perm?: ApiPermissionKey;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** A small link button in a row. */
export function LinkAction({ perm, children, ...button }: LinkActionProps) {
  return guarded(
    perm,
    <Button type="link" size="small" {...button}>
      {children}
    </Button>,
  );
}

type ConfirmProps = {
  perm?: ApiPermissionKey;
  /** The confirmation's question. */
  title: ReactNode;
  onConfirm: () => unknown;
  /** Blocks both the confirmation and the button. */
  disabled?: boolean;
  children: ReactNode;
};

function Confirmed({
  perm,
  title,
  onConfirm,
  disabled,
  children,
  button,
}: ConfirmProps & { button: ButtonProps }) {
  return guarded(
    perm,
    <Popconfirm title={title} onConfirm={onConfirm} disabled={disabled}>
      <Button {...button} disabled={disabled}>
        {children}
      </Button>
    </Popconfirm>,
  );
}

/** A row link that asks first (unlock, force logout, use this configuration, ...). */
export function ConfirmAction({ danger, ...props }: ConfirmProps & { danger?: boolean }) {
  return <Confirmed {...props} button={{ type: 'link', size: 'small', danger }} />;
}

/** A toolbar button that asks first (clean the log, ...). */
export function ConfirmButton({
  danger,
  type,
  ...props
}: ConfirmProps & Pick<ButtonProps, 'danger' | 'type'>) {
  return <Confirmed {...props} button={{ danger, type }} />;
}

/** The row's "edit" link. */
export function EditAction({ perm, onClick }: { perm?: ApiPermissionKey; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <LinkAction perm={perm} onClick={onClick}>
      {t('action.edit')}
    </LinkAction>
  );
}

type DeleteActionProps = {
  perm?: ApiPermissionKey;
  disabled?: boolean;
  /** When set, the link is disabled and says why on hover (a built-in record, ...). */
  lockedHint?: ReactNode;
} & (
  | { /** Asks "delete the selected records?" first. */ onConfirm: () => unknown }
  | { /** The caller asks itself (a modal naming the record). */ onClick: () => void }
);

/** The row's red "delete" link. */
export function DeleteAction({ perm, disabled, lockedHint, ...action }: DeleteActionProps) {
  const { t } = useTranslation();
  const label = t('action.delete');
  if (lockedHint) {
    return guarded(
      perm,
      <Tooltip title={lockedHint}>
        <Button type="link" size="small" danger disabled>
          {label}
        </Button>
      </Tooltip>,
    );
  }
  if ('onClick' in action) {
    return (
      <LinkAction perm={perm} danger disabled={disabled} onClick={action.onClick}>
        {label}
      </LinkAction>
    );
  }
  return (
    <ConfirmAction
      perm={perm}
      title={t('confirm.delete')}
      onConfirm={action.onConfirm}
      disabled={disabled}
      danger
    >
      {label}
    </ConfirmAction>
  );
}

type EditRemoveProps = {
  /** Permission prefix (base:zone): <prefix>:edit and <prefix>:remove. */
  perm: ScreensWith<'edit' | 'remove'>;
  onEdit: () => void;
  onRemove: () => unknown;
  /** The page's own links, placed between "edit" and "delete". */
  children?: ReactNode;
  /** The page's own links placed before "edit" (a preview, a binding, ...). */
  leading?: ReactNode;
};

/** A row's usual links: the page's leading ones, edit, the page's own, then delete (asking first). */
export function EditRemoveActions({ perm, onEdit, onRemove, children, leading }: EditRemoveProps) {
  return (
    <RowActions>
      {leading}
      <EditAction perm={`${perm}:edit`} onClick={onEdit} />
      {children}
      <DeleteAction perm={`${perm}:remove`} onConfirm={onRemove} />
    </RowActions>
  );
}
