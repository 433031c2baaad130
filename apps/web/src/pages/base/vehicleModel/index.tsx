import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../app/dicts';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportModels, listModels, removeModels, saveModel } from './api';
import { VehicleModelFormModal } from './components/VehicleModelFormModal';
import type { VehicleModel } from './types';

const size = (l: string | null, w: string | null, h: string | null) =>
  l && w && h ? `${Number(l)} × ${Number(w)} × ${Number(h)}` : '-';

/** 车型 (transmeansModel): bodies with temperature layers, rated load and volume, dimensions. */
export default function VehicleModelPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<VehicleModel>();
  const selection = useSelection((row: VehicleModel) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const layerEntries = useDict('item_temperature');
  const layers = dictValueEnum(layerEntries);
  const classes = dictValueEnum(useDict('vehicle_classification'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeModels, reload, selection);
  const colorOf = (value: string) => layerEntries.find((e) => e.dictValue === value)?.listClass ?? 'default';

  const columns: ProColumns<VehicleModel>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 90, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.name'), dataIndex: 'name', width: 220, sorter: true, ellipsis: true },
    {
      title: t('base.fleet.col.carrier'),
      dataIndex: 'carrierId',
      width: 200,
      sorter: true,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/carrier/searchSelect" />,
      render: (_, row) => row.carrierName ?? t('fleet.model.sharedModel'),
    },
    {
      title: t('fleet.model.thermosphereName'),
      dataIndex: 'temperatureLayer',
      width: 240,
      valueType: 'select',
      valueEnum: layers,
      render: (_, row) => (
        <Space size={2} wrap>
          {row.temperatureLayers.map((layer) => (
            <Tag key={layer} color={colorOf(layer)}>
              {layers[layer]?.text ?? layer}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('base.fleet.col.ratedLoadKg'),
      dataIndex: 'ratedLoadKg',
      width: 130,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('base.fleet.col.ratedVolumeM3'),
      dataIndex: 'ratedVolumeM3',
      width: 130,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('fleet.model.innerSize'),
      dataIndex: 'innerLength',
      width: 170,
      search: false,
      render: (_, row) => size(row.innerLength, row.innerWidth, row.innerHeight),
    },
    {
      title: t('fleet.model.outerSize'),
      dataIndex: 'outerLength',
      width: 170,
      search: false,
      render: (_, row) => size(row.outerLength, row.outerWidth, row.outerHeight),
    },
    {
      title: t('base.fleet.col.classification'),
      dataIndex: 'classification',
      width: 150,
      valueType: 'select',
      valueEnum: classes,
      sorter: true,
    },
    { ...createTimeColumn<VehicleModel>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <RowActions>
        <EditAction perm="base:vehicleModel:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:vehicleModel:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<VehicleModel, TableParams>
        modular="base-vehicle-model"
        rowKey="uuid"
        headerTitle={t('fleet.model.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listModels(params, sort);
        }}
        scroll={{ x: 1800 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:vehicleModel:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:vehicleModel:export">
            <Button onClick={() => void exportModels(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:vehicleModel:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <VehicleModelFormModal {...form.props} onSubmit={(values) => mutate(() => saveModel(values), reload)} />
    </>
  );
}
