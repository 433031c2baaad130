import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportContacts, listContacts, removeContacts, saveContact } from './api';
import { ContactFormModal } from './components/ContactFormModal';
import type { Contact } from './types';

/** 联系人: people stations and clients point at, with their mobile, landline, WeChat, email and fax. */
export default function ContactPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Contact>();
  const selection = useSelection((row: Contact) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeContacts, reload, selection);

  const columns: ProColumns<Contact>[] = [
    { title: t('baseContact.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('baseContact.name'), dataIndex: 'name', width: 120, sorter: true },
    {
      title: t('baseContact.mobile'),
      dataIndex: 'mobile',
      width: 140,
      render: (_, row) =>
        row.mobile ? (
          <MaskedText type="phone" value={row.mobile} revealPermission="base:contact:edit" />
        ) : (
          '-'
        ),
    },
    { title: t('baseContact.landline'), dataIndex: 'landline', width: 160, search: false },
    { title: t('baseContact.wechat'), dataIndex: 'wechat', width: 140, search: false },
    { title: t('baseContact.email'), dataIndex: 'email', width: 220, search: false, ellipsis: true },
    { title: t('baseContact.fax'), dataIndex: 'fax', width: 140, search: false },
    { title: t('basePlace.remark'), dataIndex: 'remark', width: 140, search: false, ellipsis: true },
    { ...createTimeColumn<Contact>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <RowActions>
        <EditAction perm="base:contact:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:contact:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Contact, TableParams>
        modular="base-contact"
        rowKey="uuid"
        headerTitle={t('baseContact.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listContacts(params, sort);
        }}
        scroll={{ x: 1500 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:contact:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:contact:export">
            <Button onClick={() => void exportContacts(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:contact:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <ContactFormModal {...form.props} onSubmit={(values) => mutate(() => saveContact(values), reload)} />
    </>
  );
}
