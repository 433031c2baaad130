import type { ProColumns } from '@ant-design/pro-components';
import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  statusColumn,
  useCrudList,
  useStatusEnum,
  useYesNoEnum,
} from '../../../../components/crud';
import { invalidateDictionaries } from '../../../../core/dicts';
import { listDictData, removeDictData, saveDictData } from '../api';
import type { DictData, DictType } from '../types';
import { DictDataFormModal } from './DictDataFormModal';

type Props = { dictType: DictType | null; onClose: () => void };

/** The entries of one dictionary type, with their labels in the three languages. */
export function DictDataDrawer({ dictType, onClose }: Props) {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  const yesNoEnum = useYesNoEnum();
  const list = useCrudList((row: DictData) => row.id, removeDictData, {
    // Every screen reads its labels from the dictionaries.
    onChange: () => void invalidateDictionaries(),
  });
  const type = dictType?.dictType ?? '';

  const columns: ProColumns<DictData>[] = [
    {
      title: t('ref.dict.labelZhCN'),
      dataIndex: 'dictLabel',
      render: (_, row) => <Tag color={row.listClass || undefined}>{row.dictLabel}</Tag>,
    },
    { title: t('ref.dict.labelZhHK'), dataIndex: ['labels', 'zh-HK'], search: false },
    { title: t('ref.dict.labelEnUS'), dataIndex: ['labels', 'en-US'], search: false },
    { title: t('ref.dict.dictValue'), dataIndex: 'dictValue', width: 110 },
    { title: t('ref.dict.dictSort'), dataIndex: 'dictSort', width: 80, search: false },
    {
      title: t('ref.dict.isDefault'),
      dataIndex: 'isDefault',
      width: 90,
      search: false,
      valueEnum: yesNoEnum,
    },
    statusColumn(t('ref.status'), statusEnum, 90),
    createTimeColumn(t),
    optionColumn(
      t,
      120,
      (row) => (
        <EditRemoveActions
          perm="system:dict"
          onEdit={() => list.form.show(row)}
          onRemove={() => list.remove([row.id])}
        />
      ),
      { fixed: false },
    ),
  ];

  return (
    <Drawer
      title={dictType ? t('ref.dict.dataOf', { name: dictType.displayName, type: dictType.dictType }) : ''}
      open={!!dictType}
      onClose={onClose}
      width={1080}
      destroyOnHidden
    >
      <CrudTable
        list={list}
        perm="system:dict"
        fetch={(params) => listDictData(params, type)}
        modular="system-dict-data"
        columns={columns}
        params={{ dictType: type }}
        search={{ labelWidth: 'auto', span: 8 }}
      />
      <DictDataFormModal {...list.form.props} dictType={type} onSubmit={list.saveWith(saveDictData)} />
    </Drawer>
  );
}
