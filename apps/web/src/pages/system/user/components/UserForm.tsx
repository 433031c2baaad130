import {
  ModalForm,
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@tms/domain';
import { App, Col, Divider, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, RemarkField, type TreeNode } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { useDict } from '../../../../core/dicts';
import { getUser, listCenterOptions, listEnabledDepts, listRoleOptions, saveUser } from '../api';
import type { DeptRow, UserDetail, UserInput } from '../types';

type Values = Omit<UserInput, 'dataGroups' | 'dispatchCenters'> & {
  centerIds: string[];
  defaultCenter?: string;
  groupClient: string[];
  groupCarrier: string[];
  groupDispatchCenter: string[];
  groupZone: string[];
  groupDataGroup: string[];
};

/**
 * Data-group pickers: uuid multi-selects over the base-data selectors, searched on the server. A saved
 * uuid the selector no longer offers (a removed or out-of-scope record) still shows as the raw value.
 */
const GROUP_PICKERS = [
  { name: 'groupDataGroup', url: '/system/dataGroup/dropBox', label: 'baseClient.userForm.dataGroup' },
  { name: 'groupClient', url: '/system/client/dropBox', label: 'sysUser.group.client' },
  { name: 'groupCarrier', url: '/system/carrier/dropBox', label: 'sysUser.group.carrier' },
  { name: 'groupZone', url: '/system/zone/dropBox', label: 'sysUser.group.zone' },
] as const;

type DeptOption = { value: number; title: string; children?: DeptOption[] };
const toTreeData = (nodes: TreeNode<DeptRow>[]): DeptOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.deptName,
    ...(n.children ? { children: toTreeData(n.children) } : {}),
  }));

function toValues(detail: UserDetail | undefined): Partial<Values> {
  if (!detail) return { sex: '2', status: '0', roleIds: [], centerIds: [] };
  const { user, dataGroups, dispatchCenters } = detail;
  return {
    ...user,
    roleIds: detail.roleIds,
    centerIds: dispatchCenters.map((c) => c.dispatchCenterId),
    defaultCenter: dispatchCenters.find((c) => c.isDefault === 1)?.dispatchCenterId,
    groupClient: dataGroups.client,
    groupCarrier: dataGroups.carrier,
    groupDispatchCenter: dataGroups.dispatchCenter,
    groupZone: dataGroups.zone,
    groupDataGroup: dataGroups.dataGroup ?? [],
  };
}

function toInput(values: Values, id: number | undefined): UserInput {
  const {
    centerIds = [],
    defaultCenter,
    groupClient,
    groupCarrier,
    groupDispatchCenter,
    groupZone,
    groupDataGroup,
    ...rest
  } = values;
  return {
    ...rest,
    id,
    deptId: rest.deptId ?? null,
    phonenumber: rest.phonenumber || null,
    email: rest.email || null,
    remark: rest.remark || null,
    roleIds: rest.roleIds ?? [],
    dataGroups: {
      client: groupClient ?? [],
      carrier: groupCarrier ?? [],
      dispatchCenter: groupDispatchCenter ?? [],
      zone: groupZone ?? [],
      dataGroup: groupDataGroup ?? [],
    },
    dispatchCenters: centerIds.map((dispatchCenterId) => ({
      dispatchCenterId,
      isDefault: dispatchCenterId === defaultCenter ? 1 : 0,
    })),
  };
}

type Props = { open: boolean; userId: number | null; onClose: () => void; onSaved: () => void };

/** Create (userId null) or edit a user: roles, department, dispatch centers with a default, data groups. */
export function UserForm({ open, userId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editing = userId !== null;
  const detail = useQuery({
    queryKey: ['system-user', 'get', userId],
    queryFn: () => getUser(userId ?? 0),
    enabled: open && editing,
  });
  const depts = useQuery({ queryKey: ['system-dept', 'enabled'], queryFn: listEnabledDepts, enabled: open });
  const roles = useQuery({ queryKey: ['system-role', 'all'], queryFn: listRoleOptions, enabled: open });
  const centers = useQuery({
    queryKey: ['dispatch-center', 'dropBox'],
    queryFn: listCenterOptions,
    enabled: open,
  });
  const sexes = useDict('sys_user_sex');
  const statuses = useDict('sys_normal_disable');
  const deptTree = useMemo(() => toTreeData(buildTree(depts.data ?? [])), [depts.data]);
  const centerOptions = (centers.data ?? []).map((c) => ({ value: c.uuid, label: `${c.name} (${c.code})` }));
  const required = [{ required: true, message: t('sysUser.required') }];
  const loading = editing && !detail.data;
  // While the user loads, the form holds nothing: antd keeps values already in the store over a later
  // initialValues, so defaults set here (no roles, status normal) would overwrite the loaded user.
  const initial = editing && !detail.data ? {} : toValues(detail.data);
  const [form] = Form.useForm<Values>();

  return (
    <ModalForm<Values>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="user-form"
      key={`${userId ?? 'new'}-${detail.dataUpdatedAt}`}
      title={t(editing ? 'sysUser.edit' : 'sysUser.add')}
      open={open}
      width={780}
      grid
      colProps={{ span: 12 }}
      initialValues={initial}
      form={form}
      onValuesChange={(changed: Partial<Values>, all: Values) => {
        // The default center follows the selection: the first center unless a still-selected one was chosen.
        if (!('centerIds' in changed)) return;
        const ids = changed.centerIds ?? [];
        if (!all.defaultCenter || !ids.includes(all.defaultCenter))
          form.setFieldValue('defaultCenter', ids[0]);
      }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const env = await saveUser(toInput(values, userId ?? undefined));
        void message.success(env.msg || t('identity.done'));
        onSaved();
        return true;
      }}
    >
      {loading ? (
        <Skeleton active />
      ) : (
        <>
          <ProFormText
            name="userName"
            label={t('sysUser.userName')}
            disabled={editing}
            rules={required}
            fieldProps={{ maxLength: 30 }}
          />
          <ProFormText
            name="nickName"
            label={t('sysUser.nickName')}
            rules={required}
            fieldProps={{ maxLength: 30 }}
          />
          {!editing && (
            <ProFormText.Password
              name="password"
              label={t('sysUser.password')}
              rules={[
                ...required,
                { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('sysUser.passwordLength') },
              ]}
            />
          )}
          <ProFormTreeSelect
            name="deptId"
            label={t('sysUser.dept')}
            allowClear
            fieldProps={{
              treeData: deptTree,
              treeDefaultExpandAll: true,
              showSearch: true,
              treeNodeFilterProp: 'title',
            }}
          />
          <ProFormText
            name="phonenumber"
            label={t('sysUser.phonenumber')}
            rules={[{ pattern: MOBILE_PATTERN, message: t('sysUser.invalidMobile') }]}
          />
          <ProFormText
            name="email"
            label={t('sysUser.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: t('sysUser.invalidEmail') }]}
          />
          <ProFormSelect
            name="sex"
            label={t('sysUser.sex')}
            options={(sexes ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
          <ProFormRadio.Group
            name="status"
            label={t('identity.status')}
            options={(statuses ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
          <ProFormSelect
            name="roleIds"
            label={t('sysUser.roles')}
            mode="multiple"
            colProps={{ span: 24 }}
            options={(roles.data ?? []).map((r) => ({
              value: r.id,
              label: r.roleName,
              disabled: r.status !== '0',
            }))}
          />
          <ProFormSelect
            name="centerIds"
            label={t('sysUser.dispatchCenters')}
            mode="multiple"
            options={centerOptions}
          />
          <ProFormDependency name={['centerIds']}>
            {({ centerIds }: { centerIds?: string[] }) => (
              <ProFormSelect
                name="defaultCenter"
                label={t('sysUser.defaultCenter')}
                colProps={{ span: 12 }}
                disabled={!centerIds?.length}
                rules={
                  centerIds?.length
                    ? [
                        ...required,
                        {
                          validator: (_: unknown, value?: string) =>
                            !value || centerIds.includes(value)
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('sysUser.required'))),
                        },
                      ]
                    : []
                }
                options={centerOptions.filter((o) => centerIds?.includes(o.value))}
              />
            )}
          </ProFormDependency>
          <Divider orientation="left" plain style={{ margin: '4px 0 12px' }}>
            {t('sysUser.dataGroups')}
          </Divider>
          <ProFormSelect
            name="groupDispatchCenter"
            label={t('sysUser.group.dispatchCenter')}
            mode="multiple"
            options={centerOptions}
          />
          {GROUP_PICKERS.map(({ name, url, label }) => (
            <Col key={name} span={12}>
              <ProForm.Item name={name} label={t(label)}>
                <RemoteSelect
                  url={url}
                  mode="multiple"
                  style={{ width: '100%' }}
                  placeholder={t('baseClient.userForm.pick')}
                  // The saved values, so the selector can name them even when its first page does not hold them.
                  params={{ ids: (initial[name] ?? []).join(',') || undefined }}
                />
              </ProForm.Item>
            </Col>
          ))}
          <RemarkField label={t('identity.remark')} colProps={{ span: 24 }} />
        </>
      )}
    </ModalForm>
  );
}
