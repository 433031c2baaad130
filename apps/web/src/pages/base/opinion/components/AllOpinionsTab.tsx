import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormRadio,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { canMoveOpinion, OPINION_CONTENT_MAX, OPINION_STATUSES } from '@tms/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTimeColumn,
  DeleteAction,
  ExportAction,
  exportList,
  LinkAction,
  optionColumn,
  RowActions,
  requiredRule,
  useMutate,
  useRemove,
} from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { listOpinions, removeOpinions, replyOpinion } from '../api';
import type { Opinion, OpinionReplyForm } from '../types';

/** Every opinion, for the administrators: reply and move the status (only as the domain's table allows). */
export function AllOpinionsTab() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [replying, setReplying] = useState<Opinion | null>(null);
  const types = dictValueEnum(useDict('opinion_type'));
  const statuses = dictValueEnum(useDict('opinion_status'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeOpinions, reload);

  const columns: ProColumns<Opinion>[] = [
    { title: t('baseOpinion.code'), dataIndex: 'code', width: 170, sorter: true },
    {
      title: t('baseOpinion.type'),
      dataIndex: 'opinionType',
      width: 110,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseOpinion.title'), dataIndex: 'title', width: 200 },
    { title: t('baseOpinion.content'), dataIndex: 'content', search: false, ellipsis: true },
    { title: t('baseOpinion.contact'), dataIndex: 'contact', width: 130, search: false },
    {
      title: t('baseOpinion.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statuses,
    },
    { title: t('baseOpinion.replyText'), dataIndex: 'reply', search: false, ellipsis: true },
    { title: t('baseOpinion.submitter'), dataIndex: 'createBy', width: 110, search: false },
    { ...createTimeColumn<Opinion>(t), title: t('baseOpinion.createTime'), sorter: true },
    optionColumn(t, 130, (row) => (
      <RowActions>
        <LinkAction perm="base:opinion:edit" onClick={() => setReplying(row)}>
          {t('baseOpinion.reply')}
        </LinkAction>
        <DeleteAction perm="base:opinion:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Opinion>
        actionRef={actionRef}
        modular="base-opinion-all"
        rowKey="uuid"
        headerTitle={t('baseOpinion.all')}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listOpinions(params, sort);
        }}
        scroll={{ x: 1500 }}
        toolBarRender={() => [
          <ExportAction
            key="export"
            perm="base:opinion:export"
            onExport={() => exportList('/system/opinion/export', filters)}
          />,
        ]}
      />
      <ModalForm<OpinionReplyForm>
        name="base-opinion-reply-modal"
        title={t('baseOpinion.reply')}
        open={replying !== null}
        onOpenChange={(open) => !open && setReplying(null)}
        modalProps={{ destroyOnHidden: true }}
        initialValues={{ status: replying?.status === 'N' ? 'P' : replying?.status, reply: replying?.reply }}
        width={640}
        onFinish={(values) =>
          mutate(
            () => replyOpinion({ ...values, uuid: replying?.uuid ?? '' }),
            () => {
              setReplying(null);
              reload();
            },
          )
        }
      >
        <ProFormRadio.Group
          name="status"
          label={t('baseOpinion.status')}
          radioType="button"
          rules={[requiredRule(t)]}
          options={OPINION_STATUSES.map((status) => ({
            value: status,
            label: statuses[status]?.text ?? status,
            disabled: replying ? !canMoveOpinion(replying.status, status) : false,
          }))}
        />
        <ProFormTextArea
          name="reply"
          label={t('baseOpinion.replyText')}
          fieldProps={{ rows: 6, maxLength: OPINION_CONTENT_MAX, showCount: true }}
        />
      </ModalForm>
    </>
  );
}
