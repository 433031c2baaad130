import { DownOutlined, StarFilled } from '@ant-design/icons';
import type { ProFormInstance } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { SavedView } from '@tms/contract';
import { App, Button, Checkbox, Dropdown, Form, Input, Modal } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../core/query-client';
import type { ColumnsStateMap } from '../column-settings/column-state';
import { listSavedViews, savedViewsKey, saveSavedView } from './api';
import { ManageViews } from './ManageViews';
import { fromStoredFilters, toStoredColumns, toStoredFilters, withStoredColumns } from './view-values';

export type SavedViewsProps = {
  /** The list's name (its column-settings module): views are kept per user and list. */
  listKey: string;
  /** The list's search form. */
  formRef: RefObject<ProFormInstance | undefined>;
  /** The list's column chooser, when it has one: a view keeps and applies the visible columns. */
  columns?: { value: ColumnsStateMap; set: (state: ColumnsStateMap) => void };
};

/**
 * Saved views of a list: the current filters (and visible columns) saved under a name, applied from
 * the menu, renamed, removed, and one marked default, which applies when the list opens.
 */
export function SavedViews({ listKey, formRef, columns }: SavedViewsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: views = [] } = useQuery({
    queryKey: savedViewsKey(listKey),
    queryFn: () => listSavedViews(listKey),
    staleTime: 60_000,
  });
  const [active, setActive] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  const apply = (view: SavedView, quiet = false) => {
    const form = formRef.current;
    if (!form) return;
    form.resetFields();
    form.setFieldsValue(fromStoredFilters(view.payload.filters));
    const cols = columnsRef.current;
    if (cols && view.payload.columns) cols.set(withStoredColumns(cols.value, view.payload.columns));
    form.submit();
    setActive(view.name);
    if (!quiet) void message.success(t('savedViews.applied', { name: view.name }));
  };

  // The default view applies once, when the list opens.
  const openedWith = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once, on the first views loaded
  useEffect(() => {
    if (openedWith.current || views.length === 0) return;
    openedWith.current = true;
    const preferred = views.find((v) => v.isDefault);
    if (preferred) apply(preferred, true);
  }, [views]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(listKey) });

  const current = (withColumns: boolean) => ({
    filters: toStoredFilters(formRef.current?.getFieldsValue() ?? {}),
    columns: withColumns && columnsRef.current ? toStoredColumns(columnsRef.current.value) : null,
  });

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...(views.length === 0
              ? [{ key: 'none', label: t('savedViews.none'), disabled: true }]
              : views.map((v) => ({
                  key: `view-${v.id}`,
                  label: v.name,
                  icon: v.isDefault ? <StarFilled style={{ color: '#faad14' }} /> : undefined,
                  onClick: () => apply(v),
                }))),
            { type: 'divider' as const },
            { key: 'save', label: t('savedViews.saveCurrent'), onClick: () => setSaving(true) },
            { key: 'manage', label: t('savedViews.manage'), onClick: () => setManaging(true) },
          ],
        }}
      >
        <Button data-testid="saved-views">
          {active ? `${t('savedViews.button')}: ${active}` : t('savedViews.button')} <DownOutlined />
        </Button>
      </Dropdown>
      <SaveViewModal
        open={saving}
        hasColumns={!!columns}
        onClose={() => setSaving(false)}
        onSave={async ({ name, isDefault, withColumns }) => {
          await saveSavedView({ listKey, name, isDefault, payload: current(withColumns) });
          void message.success(t('savedViews.saved'));
          setActive(name);
          setSaving(false);
          await refresh();
        }}
      />
      <ManageViews
        open={managing}
        views={views}
        onClose={() => setManaging(false)}
        onChanged={refresh}
        overwrite={(view) =>
          saveSavedView({
            id: view.id,
            listKey,
            name: view.name,
            payload: current(!!view.payload.columns),
          })
        }
      />
    </>
  );
}

type SaveValues = { name: string; isDefault: boolean; withColumns: boolean };

function SaveViewModal(props: {
  open: boolean;
  hasColumns: boolean;
  onClose: () => void;
  onSave: (values: SaveValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveValues>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={t('savedViews.saveCurrent')}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          await props.onSave(values);
        } catch {
          // The request layer showed the server's reason (name taken, limit); the dialog stays open.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ isDefault: false, withColumns: true }}
      >
        <Form.Item
          name="name"
          label={t('savedViews.name')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input autoFocus maxLength={50} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" noStyle>
          <Checkbox>{t('savedViews.setDefault')}</Checkbox>
        </Form.Item>
        {props.hasColumns ? (
          <Form.Item name="withColumns" valuePropName="checked" style={{ marginTop: 8 }}>
            <Checkbox>{t('savedViews.withColumns')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
