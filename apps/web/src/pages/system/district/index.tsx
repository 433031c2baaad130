import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import { useMutate } from '../reference-shared/useMutate';
import { listDistricts, removeDistricts, saveDistrict } from './api';
import { DistrictFormModal, type DistrictFormTarget } from './components/DistrictFormModal';
import { DISTRICT_LEVELS, type District } from './types';

const LEVEL_COLORS = ['', 'blue', 'cyan', 'green', 'default'];

/** 行政区划: province, city, area and street as a tree; searching by name or code lists matches flat. */
export default function DistrictPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [target, setTarget] = useState<DistrictFormTarget | null>(null);

  const reload = () => actionRef.current?.reload();
  const levelEnum = Object.fromEntries(
    DISTRICT_LEVELS.map((l) => [l, { text: t(`ref.district.level${l}`) }]),
  );

  const columns: ProColumns<District>[] = [
    { title: t('ref.district.name'), dataIndex: 'name' },
    { title: t('ref.district.code'), dataIndex: 'code', width: 160 },
    {
      title: t('ref.district.level'),
      dataIndex: 'level',
      width: 120,
      search: false,
      valueEnum: levelEnum,
      render: (_, row) => <Tag color={LEVEL_COLORS[row.level]}>{t(`ref.district.level${row.level}`)}</Tag>,
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 220,
      render: (_, row) => (
        <Space size={4}>
          {row.level < 4 && (
            <Access perm="system:district:add">
              <Button type="link" size="small" onClick={() => setTarget({ mode: 'add', parent: row })}>
                {t('ref.district.addChild')}
              </Button>
            </Access>
          )}
          <Access perm="system:district:edit">
            <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', record: row })}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:district:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => mutate(() => removeDistricts([row.id]), reload)}
            >
              <Button type="link" size="small" danger disabled={row.hasChildren}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TmsTable<District, { name?: string; code?: string }>
        modular="system-district"
        headerTitle={t('ref.district.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listDistricts}
        pagination={false}
        expandable={{ childrenColumnName: 'children' }}
        toolBarRender={() => [
          <Access key="add" perm="system:district:add">
            <Button type="primary" onClick={() => setTarget({ mode: 'add', parent: null })}>
              {t('ref.district.addProvince')}
            </Button>
          </Access>,
        ]}
      />
      <DistrictFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSubmit={(values) => mutate(() => saveDistrict(values), reload)}
      />
    </>
  );
}
