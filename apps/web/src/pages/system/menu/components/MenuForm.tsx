import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { App, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, selfAndDescendants, type TreeNode } from '../../../../components/crud';
import { MenuIcon, menuIcons } from '../../../../components/menu-icons';
import { useDict } from '../../../../core/dicts';
import { saveMenu } from '../api';
import type { MenuInput, MenuRow } from '../types';

type Option = { value: number; title: string; disabled?: boolean; children?: Option[] };

/** Parents offered: directories and menus (never buttons), minus the menu itself and everything below it. */
const toOptions = (nodes: TreeNode<MenuRow>[], blocked: Set<number>): Option[] =>
  nodes
    .filter((n) => n.menuType !== 'F' && !blocked.has(n.id))
    .map((n) => {
      const children = n.children ? toOptions(n.children, blocked) : [];
      return { value: n.id, title: n.label, ...(children.length ? { children } : {}) };
    });

export type MenuFormState = { open: boolean; editing?: MenuRow; parentId?: number };

const DEFAULTS: Partial<MenuInput> = {
  menuType: 'C',
  orderNum: 0,
  visible: '0',
  status: '0',
  target: '_self',
};

/** Create or edit a menu: type, parent (not itself nor below itself), route, component, key, icon, target. */
export function MenuForm({
  state,
  rows,
  onClose,
  onSaved,
}: {
  state: MenuFormState;
  rows: MenuRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const statuses = useDict('sys_normal_disable');
  const visibility = useDict('sys_show_hide');
  const { editing } = state;
  const parents = useMemo(() => {
    const blocked = editing ? selfAndDescendants(rows, editing.id) : new Set<number>();
    return [{ value: 0, title: t('identity.root'), children: toOptions(buildTree(rows), blocked) }];
  }, [rows, editing, t]);
  const icons = Object.keys(menuIcons).map((name) => ({
    value: name,
    label: (
      <Space>
        <MenuIcon name={name} />
        {name}
      </Space>
    ),
  }));
  const required = [{ required: true, message: t('sysUser.required') }];
  const initial = editing
    ? { ...editing, target: editing.target ?? '_self' }
    : { ...DEFAULTS, parentId: state.parentId ?? 0 };

  return (
    <ModalForm<MenuInput>
      // Its own name prefixes field ids, so labels never point at the search form's fields.
      name="menu-form"
      key={editing?.id ?? `new-${state.parentId ?? 0}`}
      title={t(editing ? 'sysMenu.edit' : 'sysMenu.add')}
      open={state.open}
      width={760}
      grid
      colProps={{ span: 12 }}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      onFinish={async (values) => {
        const env = await saveMenu({ ...values, id: editing?.id });
        void message.success(env.msg || t('identity.done'));
        onSaved();
        return true;
      }}
    >
      <ProFormTreeSelect
        name="parentId"
        label={t('sysMenu.parent')}
        colProps={{ span: 24 }}
        rules={required}
        fieldProps={{
          treeData: parents,
          treeDefaultExpandedKeys: [0],
          showSearch: true,
          treeNodeFilterProp: 'title',
        }}
      />
      <ProFormRadio.Group
        name="menuType"
        label={t('sysMenu.menuType')}
        colProps={{ span: 24 }}
        options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`sysMenu.type.${v}`) }))}
      />
      <ProFormText
        name="menuName"
        label={t('sysMenu.menuName')}
        tooltip={t('sysMenu.menuNameHint')}
        rules={required}
        fieldProps={{ maxLength: 50 }}
      />
      <ProFormDigit
        name="orderNum"
        label={t('identity.orderNum')}
        min={0}
        max={99999}
        fieldProps={{ precision: 0 }}
      />
      <ProFormDependency name={['menuType']}>
        {({ menuType }: { menuType?: string }) => (
          <>
            {menuType !== 'F' && (
              <>
                <ProFormSelect
                  name="icon"
                  label={t('sysMenu.icon')}
                  showSearch
                  allowClear
                  options={icons}
                  colProps={{ span: 12 }}
                />
                <ProFormText
                  name="path"
                  label={t('sysMenu.path')}
                  tooltip={t('sysMenu.pathHint')}
                  colProps={{ span: 12 }}
                />
              </>
            )}
            {menuType === 'C' && (
              <>
                <ProFormText name="component" label={t('sysMenu.component')} colProps={{ span: 12 }} />
                <ProFormText name="query" label={t('sysMenu.query')} colProps={{ span: 12 }} />
              </>
            )}
            {menuType !== 'M' && (
              <ProFormText name="perms" label={t('sysMenu.perms')} colProps={{ span: 12 }} />
            )}
            <ProFormText name="menuKey" label={t('sysMenu.menuKey')} colProps={{ span: 12 }} />
            {menuType !== 'F' && (
              <>
                <ProFormText name="redirect" label={t('sysMenu.redirect')} colProps={{ span: 12 }} />
                <ProFormRadio.Group
                  name="target"
                  label={t('sysMenu.target')}
                  colProps={{ span: 12 }}
                  options={(['_self', '_blank'] as const).map((v) => ({
                    value: v,
                    label: t(`sysMenu.target.${v}`),
                  }))}
                />
                <ProFormRadio.Group
                  name="visible"
                  label={t('sysMenu.visible')}
                  colProps={{ span: 12 }}
                  options={(visibility ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
                />
              </>
            )}
            {menuType === 'C' && (
              <ProFormSwitch name="affix" label={t('sysMenu.affix')} colProps={{ span: 6 }} />
            )}
            {menuType !== 'F' && (
              <ProFormSwitch name="hideChildren" label={t('sysMenu.hideChildren')} colProps={{ span: 6 }} />
            )}
          </>
        )}
      </ProFormDependency>
      <ProFormRadio.Group
        name="status"
        label={t('identity.status')}
        options={(statuses ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
      />
    </ModalForm>
  );
}
