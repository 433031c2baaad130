import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportProjects, listProjects, removeProjects, saveProject } from './api';
import { ProjectFormModal } from './components/ProjectFormModal';
import type { Project } from './types';

/** 项目管理: a client's contract work, run from a dispatch center (the list follows the selected center). */
export default function ProjectPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Project) => row.uuid, removeProjects);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<Project>[] = [
    { title: t('baseMore.code'), dataIndex: 'code', width: 130, sorter: true },
    { title: t('baseMore.name'), dataIndex: 'name', width: 220, sorter: true },
    { title: t('baseMore.client'), dataIndex: 'clientName', width: 180, search: false },
    { title: t('baseMore.dispatchCenter'), dataIndex: 'dispatchCenterName', width: 140, search: false },
    { title: t('baseProject.startDate'), dataIndex: 'startDate', width: 120, sorter: true, search: false },
    { title: t('baseProject.endDate'), dataIndex: 'endDate', width: 120, sorter: true, search: false },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<Project>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:project"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:project"
        fetch={listProjects}
        onExport={exportProjects}
        modular="base-project"
        rowKey="uuid"
        headerTitle={t('baseProject.heading')}
        columns={columns}
        scroll={{ x: 1300 }}
      />
      <ProjectFormModal {...list.form.props} onSubmit={list.saveWith(saveProject)} />
    </>
  );
}
