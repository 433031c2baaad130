import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { StatusTag } from '../../../../components/crud';
import { MaskedText } from '../../../../components/MaskedText';
import { TmsTable } from '../../../../components/TmsTable';
import { formatDateTime } from '../../../../core/datetime';
import { bindUsers, roleUsers } from '../api';
import type { RoleUser } from '../types';

type Query = { userName?: string; phonenumber?: string; current?: number; pageSize?: number };

/** Users with (allocated) or without the role; the selected ones can be given or relieved of it. */
export function RoleUsersTable({
  roleId,
  allocated,
  onChanged,
}: {
  roleId: number;
  allocated: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const apply = async () => {
    const env = await bindUsers(roleId, selected, !allocated);
    void message.success(env.msg || t('identity.done'));
    setSelected([]);
    action.current?.reload();
    onChanged();
  };

  const columns: ProColumns<RoleUser>[] = [
    { title: t('sysUser.userName'), dataIndex: 'userName', width: 130 },
    { title: t('sysUser.nickName'), dataIndex: 'nickName', width: 130, search: false },
    { title: t('sysUser.dept'), dataIndex: 'deptName', width: 140, search: false },
    {
      title: t('sysUser.phonenumber'),
      dataIndex: 'phonenumber',
      width: 130,
      render: (_, row) => <MaskedText type="phone" value={row.phonenumber} />,
    },
    {
      title: t('identity.status'),
      dataIndex: 'status',
      width: 90,
      search: false,
      render: (_, row) => <StatusTag value={row.status} />,
    },
    {
      title: t('identity.createTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
  ];

  return (
    <TmsTable<RoleUser, Query>
      modular={allocated ? 'system-role-allocated' : 'system-role-unallocated'}
      actionRef={action}
      columns={columns}
      search={{ labelWidth: 'auto', span: 8 }}
      options={false}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      tableAlertRender={false}
      request={async ({ current, pageSize, ...filter }) => {
        const result = await roleUsers(allocated, {
          ...filter,
          roleId,
          pageNum: current ?? 1,
          pageSize: pageSize ?? 30,
        });
        return { data: result.data, total: result.total, success: true };
      }}
      toolBarRender={() => [
        <Access key="apply" perm="system:role:edit">
          <Button
            type={allocated ? 'default' : 'primary'}
            danger={allocated}
            disabled={selected.length === 0}
            onClick={() =>
              allocated
                ? modal.confirm({
                    title: t('sysRole.confirmUnbind'),
                    okButtonProps: { danger: true },
                    onOk: apply,
                  })
                : void apply()
            }
          >
            {t(allocated ? 'sysRole.unbind' : 'sysRole.bind')}
          </Button>
        </Access>,
      ]}
    />
  );
}
