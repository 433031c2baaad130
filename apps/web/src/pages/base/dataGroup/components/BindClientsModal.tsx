import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Input, Modal, Row, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { bindGroupClients, groupClients } from '../api';
import type { DataGroup, GroupClient } from '../types';

const PAGE_SIZE = 10;

type SideProps = {
  group: DataGroup;
  bound: boolean;
  version: number;
  selected: string[];
  onSelect: (keys: string[]) => void;
};

/** One side of the dialog: the bound or the not-bound clients, searched and paged on the server. */
function ClientSide({ group, bound, version, selected, onSelect }: SideProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['base-data-group', 'clients', group.uuid, bound, keyword, pageNum, version],
    queryFn: () =>
      groupClients(group.uuid, bound, { pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
  });
  const columns: ColumnsType<GroupClient> = [
    { title: t('baseClient.code'), dataIndex: 'code', width: 90 },
    { title: t('baseClient.name'), dataIndex: 'name', ellipsis: true },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>
        {t(bound ? 'baseDataGroup.bound' : 'baseDataGroup.notBound')} ({data?.total ?? 0})
      </Typography.Text>
      <Input.Search
        allowClear
        placeholder={t('baseDataGroup.keyword')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNum(1);
        }}
      />
      <Table<GroupClient>
        rowKey="uuid"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPageNum,
        }}
      />
    </Space>
  );
}

type Props = { group: DataGroup | null; onClose: () => void; onChanged: () => void };

/** 绑定客户: the group's clients on the right, the others on the left; binding1 / unbinding1 move them. */
export function BindClientsModal({ group, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [left, setLeft] = useState<string[]>([]);
  const [right, setRight] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  const move = async (bind: boolean) => {
    if (!group) return;
    setBusy(true);
    try {
      const env = await bindGroupClients(group.uuid, bind ? left : right, bind);
      void message.success(env.msg || t('common.success'));
      setLeft([]);
      setRight([]);
      setVersion((v) => v + 1);
      onChanged();
    } catch {
      // The request layer showed the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={group ? t('baseDataGroup.bindTitle', { name: group.name }) : ''}
      open={!!group}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      {group && (
        <Row gutter={16}>
          <Col span={11}>
            <ClientSide group={group} bound={false} version={version} selected={left} onSelect={setLeft} />
          </Col>
          <Col span={2} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Access perm="base:dataGroup:bind">
              <Space direction="vertical">
                <Tooltip title={t('baseDataGroup.bindSelected')}>
                  <Button
                    type="primary"
                    icon={<RightOutlined />}
                    aria-label={t('baseDataGroup.bindSelected')}
                    disabled={!left.length}
                    loading={busy}
                    onClick={() => void move(true)}
                  />
                </Tooltip>
                <Tooltip title={t('baseDataGroup.unbindSelected')}>
                  <Button
                    icon={<LeftOutlined />}
                    aria-label={t('baseDataGroup.unbindSelected')}
                    disabled={!right.length}
                    loading={busy}
                    onClick={() => void move(false)}
                  />
                </Tooltip>
              </Space>
            </Access>
          </Col>
          <Col span={11}>
            <ClientSide group={group} bound version={version} selected={right} onSelect={setRight} />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
