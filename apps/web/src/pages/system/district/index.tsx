import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  DeleteAction,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  useMutate,
  useRemove,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
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
  const remove = useRemove(removeDistricts, reload);
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
    optionColumn(
      t,
      220,
      (row) => (
        <RowActions>
          {row.level < 4 && (
            <LinkAction perm="system:district:add" onClick={() => setTarget({ mode: 'add', parent: row })}>
              {t('ref.district.addChild')}
            </LinkAction>
          )}
          <EditAction perm="system:district:edit" onClick={() => setTarget({ mode: 'edit', record: row })} />
          <DeleteAction
            perm="system:district:remove"
            disabled={row.hasChildren}
            onConfirm={() => remove([row.id])}
          />
        </RowActions>
      ),
      { fixed: false },
    ),
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
          <AddAction
            key="add"
            perm="system:district:add"
            onClick={() => setTarget({ mode: 'add', parent: null })}
          >
            {t('ref.district.addProvince')}
          </AddAction>,
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
