import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { exportContacts, getContact, listContacts, removeContacts, saveContact } from './api';
import { ContactFormModal } from './components/ContactFormModal';
import type { Contact } from './types';

/** 联系人: people stations and clients point at, with their mobile, landline, WeChat, email and fax. */
export default function ContactPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Contact) => row.uuid, removeContacts);

  const columns: ProColumns<Contact>[] = [
    { title: t('baseContact.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('baseContact.name'), dataIndex: 'name', width: 120, sorter: true },
    {
      title: t('baseContact.mobile'),
      dataIndex: 'mobile',
      width: 140,
      render: (_, row) => (row.mobile ? <MaskedText type="phone" value={row.mobile} /> : '-'),
    },
    { title: t('baseContact.landline'), dataIndex: 'landline', width: 160, search: false },
    { title: t('baseContact.wechat'), dataIndex: 'wechat', width: 140, search: false },
    { title: t('baseContact.email'), dataIndex: 'email', width: 220, search: false, ellipsis: true },
    { title: t('baseContact.fax'), dataIndex: 'fax', width: 140, search: false },
    { title: t('basePlace.remark'), dataIndex: 'remark', width: 140, search: false, ellipsis: true },
    { ...createTimeColumn<Contact>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <EditRemoveActions
        perm="base:contact"
        onEdit={async () => list.form.show(await getContact(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:contact"
        fetch={listContacts}
        onExport={exportContacts}
        modular="base-contact"
        rowKey="uuid"
        headerTitle={t('baseContact.heading')}
        columns={columns}
        scroll={{ x: 1500 }}
      />
      <ContactFormModal {...list.form.props} onSubmit={list.saveWith(saveContact)} />
    </>
  );
}
