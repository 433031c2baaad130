import type { ApiPermissionKey } from '@tms/domain';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';

/** A plain toolbar button, shown to holders of `perm`. */
export function PermButton({ perm, ...button }: { perm: ApiPermissionKey } & ButtonProps) {
  return (
    <Access perm={perm}>
      <Button {...button} />
    </Access>
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
