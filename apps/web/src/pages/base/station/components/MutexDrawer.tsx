import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiPermissionKey } from '@tms/domain';
import { Button, Drawer, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { ConfirmAction, useMutate } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { formatDateTime } from '../../../../core/datetime';
import { listMutexes, removeMutexes, saveMutexes } from '../api';
import type { Station, StationMutex } from '../types';

const EDIT = 'base:station:edit' satisfies ApiPermissionKey;

/** The stations that may not share a line with `station`: listed, added through the selector, lifted. */
function MutexPanel({ station }: { station: Station }) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const queryKey = ['stationMutex', station.uuid];
  const { data = [], isFetching } = useQuery({ queryKey, queryFn: () => listMutexes(station.uuid) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  const add = () =>
    mutate(
      () => saveMutexes(station.uuid, picked),
      () => {
        setPicked([]);
        refresh();
      },
    );
  const lift = (row: StationMutex) =>
    mutate(() => removeMutexes(station.uuid, [row.otherStationId]), refresh);

  return (
    <>
      <Typography.Paragraph type="secondary">{t('baseStation.mutex.hint')}</Typography.Paragraph>
      <Access perm={EDIT}>
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <RemoteSelect
            url="/system/station/dropBox"
            mode="multiple"
            aria-label={t('baseStation.mutex.pick')}
            placeholder={t('baseStation.mutex.pick')}
            value={picked}
            onChange={(value) => setPicked(value as string[])}
            style={{ width: '100%' }}
          />
          <Button type="primary" disabled={!picked.length} onClick={() => void add()}>
            {t('baseStation.mutex.add')}
          </Button>
        </Space.Compact>
      </Access>
      <Table<StationMutex>
        size="small"
        rowKey="otherStationId"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: t('baseStation.mutex.empty') }}
        columns={[
          { title: t('baseStation.code'), dataIndex: 'code', width: 140 },
          { title: t('baseStation.name'), dataIndex: 'name', ellipsis: true },
          { title: t('baseStation.mutex.createBy'), dataIndex: 'createBy', width: 100 },
          {
            title: t('baseStation.mutex.createTime'),
            dataIndex: 'createTime',
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('action.operation'),
            width: 80,
            render: (_, row) => (
              <ConfirmAction
                perm={EDIT}
                danger
                title={t('baseStation.mutex.confirmRemove', { code: row.code, name: row.name })}
                onConfirm={() => lift(row)}
              >
                {t('baseStation.mutex.remove')}
              </ConfirmAction>
            ),
          },
        ]}
      />
    </>
  );
}

/** A drawer over the station list with the mutually exclusive stations of one station. */
export function MutexDrawer({ station, onClose }: { station: Station | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={station ? t('baseStation.mutex.title', { code: station.code, name: station.name }) : ''}
      open={!!station}
      width={720}
      onClose={onClose}
      destroyOnHidden
    >
      {station && <MutexPanel station={station} />}
    </Drawer>
  );
}
