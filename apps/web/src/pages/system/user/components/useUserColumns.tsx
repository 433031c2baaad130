import type { ProColumns } from '@ant-design/pro-components';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  createTimeRangeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  StatusSwitch,
  statusColumn,
  useConfirmRemove,
  useStatusEnum,
} from '../../../../components/crud';
import { MaskedText } from '../../../../components/MaskedText';
import { usePermissions } from '../../../../core/current-user';
import { changeUserStatus, removeUsers } from '../api';
import type { UserRow } from '../types';

type Handlers = { onEdit: (row: UserRow) => void; onResetPwd: (row: UserRow) => void; reload: () => void };

const SUPER_USER_ID = 1;

/** The user list's columns: filters, masked mobile, status switch and row actions. */
export function useUserColumns({ onEdit, onResetPwd, reload }: Handlers): ProColumns<UserRow>[] {
  const { t } = useTranslation();
  const confirmRemove = useConfirmRemove();
  const { can } = usePermissions();
  const statusEnum = useStatusEnum();

  const remove = (row: UserRow) =>
    confirmRemove(t('identity.confirmRemove', { name: row.userName }), () => removeUsers([row.id]), reload);

  return [
    { title: t('sysUser.userName'), dataIndex: 'userName', width: 120, ellipsis: true },
    { title: t('sysUser.nickName'), dataIndex: 'nickName', width: 120, ellipsis: true },
    { title: t('sysUser.dept'), dataIndex: 'deptName', width: 120, ellipsis: true, search: false },
    {
      title: t('sysUser.phonenumber'),
      dataIndex: 'phonenumber',
      width: 120,
      render: (_, row) => <MaskedText type="phone" value={row.phonenumber} />,
    },
    statusColumn(t('identity.status'), statusEnum, 100, (row) => (
      <StatusSwitch
        status={row.status}
        name={row.userName}
        perm="system:user:edit"
        disabled={row.id === SUPER_USER_ID}
        onChange={(status) => changeUserStatus(row.id, status)}
        onDone={reload}
      />
    )),
    createTimeRangeColumn(t),
    { title: t('sysUser.email'), dataIndex: 'email', width: 160, ellipsis: true, search: false },
    optionColumn(t, 170, (row) =>
      row.id === SUPER_USER_ID ? null : (
        <RowActions size={0}>
          <EditAction perm="system:user:edit" onClick={() => onEdit(row)} />
          <DeleteAction perm="system:user:remove" onClick={() => remove(row)} />
          {can('system:user:resetPwd') && (
            <Dropdown
              menu={{
                items: [{ key: 'resetPwd', label: t('sysUser.resetPwd') }],
                onClick: () => onResetPwd(row),
              }}
            >
              <Button type="link" size="small">
                {t('identity.more')}
              </Button>
            </Dropdown>
          )}
        </RowActions>
      ),
    ),
  ];
}
