import type { ProColumns } from '@ant-design/pro-components';
import { Button, Dropdown, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmButton,
  CrudTable,
  createTimeColumn,
  DeleteAction,
  EditAction,
  EnableToggleAction,
  enableToolbarButtons,
  optionColumn,
  RowActions,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { usePermissions } from '../../../core/current-user';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  disableStations,
  enableStations,
  exportStations,
  getStation,
  listStations,
  pushStationsToRos,
  pushStationsToSf,
  removeStations,
  STATION_IMPORT_URL,
  saveEpod,
  saveStation,
  stationImportTemplate,
} from './api';
import { EpodModal } from './components/EpodModal';
import { MutexDrawer } from './components/MutexDrawer';
import { StationFormModal } from './components/StationFormModal';
import type { Station, StationDetail } from './types';

/** 站点管理: stores, warehouses and hubs with their windows, load rules, enable state and pushes. */
export default function StationPage() {
  const { t } = useTranslation();
  const list = useCrudList<Station, string, StationDetail>((row) => row.uuid, removeStations);
  const { mutate, selection, reload, remove, reloadUnchecked: after } = list;
  const importer = useImport({
    perm: 'base:station:import',
    title: t('baseStation.importTitle'),
    url: STATION_IMPORT_URL,
    downloadTemplate: stationImportTemplate,
    fieldLabel: (field) => t(`base.station.column.${field}`),
    onDone: reload,
  });
  const [mutexOf, setMutexOf] = useState<Station | null>(null);
  const [epodOf, setEpodOf] = useState<Station | null>(null);
  const { can } = usePermissions();
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const typeEnum = dictValueEnum(useDict('station_type'));
  const deliveryEnum = dictValueEnum(useDict('station_delivery_type'));
  const switchTo = (uuids: string[], enable: boolean) =>
    mutate(() => (enable ? enableStations(uuids) : disableStations(uuids)), after);
  const edit = async (row: Station) => list.form.show(await getStation(row.uuid));
  const none = !selection.keys.length;

  const switchLabels = {
    prefix: 'base:station' as const,
    confirmEnable: t('baseStation.confirmEnable'),
    confirmDisable: t('baseStation.confirmDisable'),
  };
  // The row's less frequent actions: its mutually exclusive stations and its EPOD settings.
  const moreItems = [
    ...(can('base:station:query') ? [{ key: 'mutex', label: t('baseStation.mutex.action') }] : []),
    ...(can('base:station:edit') ? [{ key: 'epod', label: t('baseStation.epod.action') }] : []),
  ];
  const columns: ProColumns<Station>[] = [
    { title: t('baseStation.code'), dataIndex: 'code', width: 120, sorter: true, fixed: 'left' },
    { title: t('baseStation.name'), dataIndex: 'name', width: 180, sorter: true, ellipsis: true },
    {
      title: t('baseStation.type'),
      dataIndex: 'type',
      width: 100,
      sorter: true,
      valueType: 'select',
      valueEnum: typeEnum,
    },
    {
      title: t('baseStation.client'),
      dataIndex: 'clientId',
      width: 160,
      sorter: false,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" />,
      render: (_, row) => (row.clientCode ? `${row.clientCode} ${row.clientName ?? ''}` : '-'),
    },
    { title: t('baseStation.city'), dataIndex: 'city', width: 100, sorter: true },
    { title: t('baseStation.address'), dataIndex: 'address', width: 220, search: false, ellipsis: true },
    {
      title: t('baseStation.zone'),
      dataIndex: 'zoneId',
      width: 120,
      renderFormItem: () => <RemoteSelect url="/system/zone/dropBox" />,
      render: (_, row) => row.zoneName ?? '-',
    },
    { title: t('baseStation.dispatchCenter'), dataIndex: 'dispatchCenterName', width: 130, search: false },
    { title: t('baseStation.contactName'), dataIndex: 'contactName', width: 100, search: false },
    {
      title: t('baseStation.contactMobile'),
      dataIndex: 'contactMobile',
      width: 130,
      search: false,
      render: (_, row) => (row.contactMobile ? <MaskedText type="phone" value={row.contactMobile} /> : '-'),
    },
    {
      title: t('baseStation.deliveryType'),
      dataIndex: 'deliveryType',
      width: 110,
      valueType: 'select',
      valueEnum: deliveryEnum,
    },
    {
      title: t('baseStation.timeWindows'),
      dataIndex: 'timeWindowText',
      width: 220,
      search: false,
      ellipsis: true,
    },
    {
      title: t('baseStation.fenceDistance'),
      dataIndex: 'fenceDistance',
      width: 120,
      search: false,
      sorter: true,
    },
    {
      title: t('baseStation.leadTimeDays'),
      dataIndex: 'leadTimeDays',
      width: 110,
      search: false,
      sorter: true,
    },
    { title: t('baseStation.inCity'), dataIndex: 'inCity', width: 90, valueType: 'select', valueEnum: yesNo },
    {
      title: t('baseStation.enableFlag'),
      dataIndex: 'enableFlag',
      width: 100,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
      render: (_, row) => (
        <Tag color={row.enableFlag === 'Y' ? 'green' : 'default'}>
          {row.enableFlag === 'Y' ? t('action.enable') : t('action.disable')}
        </Tag>
      ),
    },
    { ...createTimeColumn<Station>(t), sorter: true },
    optionColumn(t, 220, (row) => (
      <RowActions size={0}>
        <EditAction perm="base:station:edit" onClick={() => void edit(row)} />
        <EnableToggleAction
          {...switchLabels}
          enabled={row.enableFlag === 'Y'}
          onSwitch={(enable) => switchTo([row.uuid], enable)}
        />
        <DeleteAction perm="base:station:remove" onConfirm={() => remove([row.uuid])} />
        {moreItems.length > 0 && (
          <Dropdown
            menu={{
              items: moreItems,
              onClick: ({ key }) => (key === 'mutex' ? setMutexOf(row) : setEpodOf(row)),
            }}
          >
            <Button type="link" size="small">
              {t('baseStation.more')}
            </Button>
          </Dropdown>
        )}
      </RowActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:station"
        fetch={listStations}
        onExport={exportStations}
        modular="base-station"
        rowKey="uuid"
        headerTitle={t('baseStation.heading')}
        columns={columns}
        scroll={{ x: 2300 }}
        tools={[
          ...enableToolbarButtons(
            { ...switchLabels, disabled: none, onSwitch: (enable) => switchTo(selection.keys, enable) },
            t,
          ),
          <ConfirmButton
            key="ros"
            perm="base:station:push"
            title={t('baseStation.confirmPush')}
            disabled={none}
            onConfirm={() => mutate(() => pushStationsToRos(selection.keys), after)}
          >
            {t('baseStation.pushRos')}
          </ConfirmButton>,
          <ConfirmButton
            key="sf"
            perm="base:station:push"
            title={t('baseStation.confirmPush')}
            disabled={none}
            onConfirm={() => mutate(() => pushStationsToSf(selection.keys), after)}
          >
            {t('baseStation.pushSf')}
          </ConfirmButton>,
          importer.button,
        ]}
      />
      <StationFormModal {...list.form.props} onSubmit={list.saveWith(saveStation)} />
      <MutexDrawer station={mutexOf} onClose={() => setMutexOf(null)} />
      <EpodModal
        station={epodOf}
        onClose={() => setEpodOf(null)}
        onSubmit={(values) =>
          mutate(
            () => saveEpod(values),
            () => {
              setEpodOf(null);
              reload();
            },
          )
        }
      />
      {importer.modal}
    </>
  );
}
