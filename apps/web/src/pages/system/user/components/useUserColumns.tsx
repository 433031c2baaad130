import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/current-user';
import { formatDateTime } from '../../../../app/datetime';
import { Access } from '../../../../components/Access';
import { MaskedText } from '../../../../components/MaskedText';
import { StatusSwitch } from '../../identity-shared/StatusSwitch';
import { useDictEnum } from '../../identity-shared/useDictOptions';
import { changeUserStatus, removeUsers } from '../api';
import type { UserRow } from '../types';

type Handlers = { onEdit: (row: UserRow) => void; onResetPwd: (row: UserRow) => void; reload: () => void };

const SUPER_USER_ID = 1;

/** The user list's columns: filters, masked mobile, status switch and row actions. */
export function useUserColumns({ onEdit, onResetPwd, reload }: Handlers): ProColumns<UserRow>[] {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { can } = usePermissions();
  const statusEnum = useDictEnum('sys_normal_disable', {
    '0': t('identity.status.0'),
    '1': t('identity.status.1'),
  });

  const remove = (row: UserRow) =>
    modal.confirm({
      title: t('identity.confirmRemove', { name: row.userName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const env = await removeUsers([row.id]);
        void message.success(env.msg || t('identity.done'));
        reload();
      },
    });

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
    {
      title: t('identity.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum,
      render: (_, row) => (
        <StatusSwitch
          status={row.status}
          name={row.userName}
          perm="system:user:edit"
          disabled={row.id === SUPER_USER_ID}
          onChange={(status) => changeUserStatus(row.id, status)}
          onDone={reload}
        />
      ),
    },
    {
      title: t('identity.createTime'),
      dataIndex: 'createTime',
      width: 170,
      valueType: 'dateRange',
      render: (_, row) => formatDateTime(row.createTime),
      search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
    },
    { title: t('sysUser.email'), dataIndex: 'email', width: 160, ellipsis: true, search: false },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, row) =>
        row.id === SUPER_USER_ID ? null : (
          <Space size={0}>
            <Access perm="system:user:edit">
              <Button type="link" size="small" onClick={() => onEdit(row)}>
                {t('action.edit')}
              </Button>
            </Access>
            <Access perm="system:user:remove">
              <Button type="link" size="small" danger onClick={() => remove(row)}>
                {t('action.delete')}
              </Button>
            </Access>
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
          </Space>
        ),
    },
  ];
}
