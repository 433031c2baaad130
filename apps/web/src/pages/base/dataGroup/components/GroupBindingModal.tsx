import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Input, Modal, Row, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import type { Envelope } from '../../../../core/request';
import type { DataGroup, GroupMember } from '../types';

const PAGE_SIZE = 10;

/** What a group holds (clients, carriers): its texts and its calls. */
export type GroupMembers = {
  /** The query key part and the test id of the dialog. */
  kind: 'clients' | 'carriers';
  texts: { title: string; bound: string; notBound: string; bindSelected: string; unbindSelected: string };
  columns: { code: string; name: string };
  list: (
    dataGroupId: string,
    bound: boolean,
    query: { pageNum: number; pageSize: number; keyword?: string },
  ) => Promise<{ data: GroupMember[]; total: number }>;
  bind: (dataGroupId: string, ids: string[], bind: boolean) => Promise<Envelope<null>>;
};

type SideProps = {
  group: DataGroup;
  members: GroupMembers;
  bound: boolean;
  version: number;
  selected: string[];
  onSelect: (keys: string[]) => void;
};

/** One side of the dialog: the members in the group or not in it, searched and paged on the server. */
function MemberSide({ group, members, bound, version, selected, onSelect }: SideProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ['base-data-group', members.kind, group.uuid, bound, keyword, pageNum, version],
    queryFn: () =>
      members.list(group.uuid, bound, { pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
  });
  const columns: ColumnsType<GroupMember> = [
    { title: members.columns.code, dataIndex: 'code', width: 90 },
    { title: members.columns.name, dataIndex: 'name', ellipsis: true },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>
        {bound ? members.texts.bound : members.texts.notBound} ({data?.total ?? 0})
      </Typography.Text>
      <Input.Search
        allowClear
        placeholder={t('baseDataGroup.keyword')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNum(1);
        }}
      />
      <Table<GroupMember>
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

type Props = { group: DataGroup | null; members: GroupMembers; onClose: () => void; onChanged: () => void };

/**
 * What a data group holds (its clients or its carriers): the group's on the right, the others on the
 * left; the arrows move the ticked ones across (binding1 / unbinding1).
 */
export function GroupBindingModal({ group, members, onClose, onChanged }: Props) {
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
      const env = await members.bind(group.uuid, bind ? left : right, bind);
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
      title={members.texts.title}
      open={!!group}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      {group && (
        <Row gutter={16} data-testid={`group-${members.kind}`}>
          <Col span={11}>
            <MemberSide
              group={group}
              members={members}
              bound={false}
              version={version}
              selected={left}
              onSelect={setLeft}
            />
          </Col>
          <Col span={2} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Access perm="base:dataGroup:bind">
              <Space direction="vertical">
                <Tooltip title={members.texts.bindSelected}>
                  <Button
                    type="primary"
                    icon={<RightOutlined />}
                    aria-label={members.texts.bindSelected}
                    disabled={!left.length}
                    loading={busy}
                    onClick={() => void move(true)}
                  />
                </Tooltip>
                <Tooltip title={members.texts.unbindSelected}>
                  <Button
                    icon={<LeftOutlined />}
                    aria-label={members.texts.unbindSelected}
                    disabled={!right.length}
                    loading={busy}
                    onClick={() => void move(false)}
                  />
                </Tooltip>
              </Space>
            </Access>
          </Col>
          <Col span={11}>
            <MemberSide
              group={group}
              members={members}
              bound
              version={version}
              selected={right}
              onSelect={setRight}
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
