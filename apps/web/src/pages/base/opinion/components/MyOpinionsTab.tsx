import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { OPINION_CONTENT_MAX } from '@tms/domain';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTimeColumn, requiredRule, useMutate } from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { listMyOpinions, submitOpinion } from '../api';
import type { Opinion, OpinionSubmitForm } from '../types';

/** The caller's own opinions with the replies; anyone signed in may submit one. */
export function MyOpinionsTab() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [open, setOpen] = useState(false);
  const types = dictValueEnum(useDict('opinion_type'));
  const statuses = dictValueEnum(useDict('opinion_status'));

  const columns: ProColumns<Opinion>[] = [
    { title: t('baseOpinion.code'), dataIndex: 'code', width: 170, search: false },
    {
      title: t('baseOpinion.type'),
      dataIndex: 'opinionType',
      width: 110,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseOpinion.title'), dataIndex: 'title', width: 200 },
    { title: t('baseOpinion.content'), dataIndex: 'content', search: false, ellipsis: true },
    {
      title: t('baseOpinion.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statuses,
    },
    { title: t('baseOpinion.replyText'), dataIndex: 'reply', search: false, ellipsis: true },
    { ...createTimeColumn<Opinion>(t), title: t('baseOpinion.createTime') },
  ];

  return (
    <>
      <TmsTable<Opinion>
        actionRef={actionRef}
        modular="base-opinion-mine"
        rowKey="uuid"
        headerTitle={t('baseOpinion.mine')}
        columns={columns}
        request={listMyOpinions}
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <Button key="submit" type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {t('baseOpinion.submit')}
          </Button>,
        ]}
      />
      <ModalForm<OpinionSubmitForm>
        name="base-opinion-submit-modal"
        title={t('baseOpinion.submit')}
        open={open}
        onOpenChange={setOpen}
        modalProps={{ destroyOnHidden: true }}
        initialValues={{ opinionType: 'suggestion' }}
        width={640}
        onFinish={(values) =>
          mutate(
            () => submitOpinion(values),
            () => actionRef.current?.reload(),
          )
        }
      >
        <ProFormSelect
          name="opinionType"
          label={t('baseOpinion.type')}
          valueEnum={types}
          rules={[requiredRule(t)]}
        />
        <ProFormText name="title" label={t('baseOpinion.title')} rules={[requiredRule(t), { max: 100 }]} />
        <ProFormTextArea
          name="content"
          label={t('baseOpinion.content')}
          rules={[requiredRule(t)]}
          fieldProps={{ rows: 6, maxLength: OPINION_CONTENT_MAX, showCount: true }}
        />
        <ProFormText name="contact" label={t('baseOpinion.contact')} rules={[{ max: 60 }]} />
      </ModalForm>
    </>
  );
}
