import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { carrierColumn } from '../carrier/shared/fleet-columns';
import { exportModels, listModels, removeModels, saveModel } from './api';
import { VehicleModelFormModal } from './components/VehicleModelFormModal';
import type { VehicleModel } from './types';

const size = (l: string | null, w: string | null, h: string | null) =>
  l && w && h ? `${Number(l)} × ${Number(w)} × ${Number(h)}` : '-';

/** 车型 (transmeansModel): bodies with temperature layers, rated load and volume, dimensions. */
export default function VehicleModelPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: VehicleModel) => row.uuid, removeModels);
  const layerEntries = useDict('item_temperature');
  const layers = dictValueEnum(layerEntries);
  const classes = dictValueEnum(useDict('vehicle_classification'));
  const colorOf = (value: string) => layerEntries.find((e) => e.dictValue === value)?.listClass ?? 'default';

  const columns: ProColumns<VehicleModel>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 90, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.name'), dataIndex: 'name', width: 220, sorter: true, ellipsis: true },
    carrierColumn<VehicleModel>(t('base.fleet.col.carrier'), t('fleet.model.sharedModel')),
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
      <EditRemoveActions
        perm="base:vehicleModel"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:vehicleModel"
        fetch={listModels}
        onExport={exportModels}
        modular="base-vehicle-model"
        rowKey="uuid"
        headerTitle={t('fleet.model.heading')}
        columns={columns}
        scroll={{ x: 1800 }}
      />
      <VehicleModelFormModal {...list.form.props} onSubmit={list.saveWith(saveModel)} />
    </>
  );
}
