import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmAction,
  ConfirmButton,
  CrudTable,
  createTimeColumn,
  DeleteAction,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportRouteGroups, listRouteGroups, removeRouteGroups, saveRouteGroup, switchGroups } from './api';
import { DetailPanel } from './components/DetailPanel';
import { RouteGroupFormModal } from './components/RouteGroupFormModal';
import { ValidTag } from './components/ValidTag';
import type { RouteGroup } from './types';
import { weekdayOptions, weekdayText } from './weekdays';

/** 固定线路组: recurring trips by weekday and shift; each group's details open in a side panel. */
export default function RouteGroupPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: RouteGroup) => row.id, removeRouteGroups);
  const { form, selection } = list;
  const [opened, setOpened] = useState<RouteGroup | null>(null);
  const shifts = dictValueEnum(useDict('route_group_shift'));
  const switchValid = (ids: number[], valid: boolean) =>
    list.mutate(() => switchGroups(ids, valid), list.reloadUnchecked);
  const validEnum = { Y: { text: t('baseRoute.valid.Y') }, N: { text: t('baseRoute.valid.N') } };
  const weekdayEnum = Object.fromEntries(weekdayOptions(t).map((o) => [o.value, { text: o.label }]));

  const columns: ProColumns<RouteGroup>[] = [
    { title: t('base.routeGroup.field.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('base.routeGroup.field.name'), dataIndex: 'name', width: 180, sorter: true, ellipsis: true },
    {
      title: t('base.routeGroup.field.weekdays'),
      dataIndex: 'weekday',
      width: 200,
      valueType: 'select',
      valueEnum: weekdayEnum,
      render: (_, row) => weekdayText(t, row.weekdays),
    },
    {
      title: t('base.routeGroup.field.shift'),
      dataIndex: 'shift',
      width: 90,
      valueType: 'select',
      valueEnum: shifts,
      sorter: true,
    },
    {
      title: t('base.routeGroup.field.validFlag'),
      dataIndex: 'validFlag',
      width: 90,
      valueType: 'select',
      valueEnum: validEnum,
      sorter: true,
      render: (_, row) => <ValidTag flag={row.validFlag} />,
    },
    {
      title: t('base.routeGroup.field.detailCount'),
      dataIndex: 'detailCount',
      width: 80,
      search: false,
      align: 'right',
    },
    {
      title: t('base.routeGroup.field.description'),
      dataIndex: 'description',
      search: false,
      ellipsis: true,
      width: 220,
    },
    { ...createTimeColumn<RouteGroup>(t), sorter: true },
    optionColumn(t, 220, (row) => (
      <RowActions>
        <LinkAction onClick={() => setOpened(row)}>{t('baseRoute.action.details')}</LinkAction>
        <EditAction perm="base:routeGroup:edit" onClick={() => form.show(row)} />
        <ConfirmAction
          perm="base:routeGroup:valid"
          title={row.validFlag === 'Y' ? t('baseRoute.confirm.invalid') : t('baseRoute.confirm.valid')}
          onConfirm={() => switchValid([row.id], row.validFlag !== 'Y')}
        >
          {row.validFlag === 'Y' ? t('baseRoute.action.invalid') : t('baseRoute.action.valid')}
        </ConfirmAction>
        <DeleteAction perm="base:routeGroup:remove" onConfirm={() => list.remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:routeGroup"
        fetch={listRouteGroups}
        onExport={exportRouteGroups}
        modular="base-route-group"
        rowKey="id"
        headerTitle={t('baseRoute.group.heading')}
        columns={columns}
        scroll={{ x: 1400 }}
        tools={[
          <ConfirmButton
            key="valid"
            perm="base:routeGroup:valid"
            title={t('baseRoute.confirm.valid')}
            disabled={!selection.keys.length}
            onConfirm={() => switchValid(selection.keys, true)}
          >
            {t('baseRoute.action.valid')}
          </ConfirmButton>,
          <ConfirmButton
            key="invalid"
            perm="base:routeGroup:valid"
            title={t('baseRoute.confirm.invalid')}
            disabled={!selection.keys.length}
            onConfirm={() => switchValid(selection.keys, false)}
          >
            {t('baseRoute.action.invalid')}
          </ConfirmButton>,
        ]}
      />
      <RouteGroupFormModal {...form.props} onSubmit={list.saveWith(saveRouteGroup)} />
      <DetailPanel group={opened} onClose={() => setOpened(null)} onChanged={list.reload} />
    </>
  );
}
