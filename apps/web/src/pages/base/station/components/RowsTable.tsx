import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { interpolate, type StationIssue } from '@tms/domain';
import { Button, Form, type FormListFieldData, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type Section = 'timeWindows' | 'exTimeWindows' | 'loadRules';

/** The domain rule's message, as the server words it ("Delivery time windows row 3: ..."). */
export function issueText(t: TFunction, section: Section, issue: StationIssue): string {
  return interpolate(t('base.station.rowIssue'), {
    section: t(`base.station.section.${section}`),
    row: issue.index + 1,
    message: interpolate(t(issue.key), issue.params),
  });
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

type Props<T> = {
  /** The form list, also the section named in the domain's messages. */
  section: Section;
  /** The domain's rule set over the whole list (a repeated weekday, start after end, ...). */
  check: (rows: T[]) => StationIssue[];
  /** The row's cells; a remove button is added as the last column. */
  columns: ColumnsType<FormListFieldData>;
  addLabel: string;
  /** A new row's starting values. */
  newRow: Partial<T>;
  scrollX?: number;
};

/**
 * An editable list of sub-records inside the station form: one table row per list item, a remove
 * button per row, an add button below, and the domain rule's first issue under the table.
 */
export function RowsTable<T>({ section, check, columns, addLabel, newRow, scrollX }: Props<T>) {
  const { t } = useTranslation();
  const listRule = {
    validator: async (_: unknown, rows: T[] | undefined) => {
      const list = (rows ?? []).filter(Boolean);
      // An empty cell is its own field's "required"; the list speaks of filled-in values only.
      const issue = check(list).find((i) => !isBlank((list[i.index] as Record<string, unknown>)[i.field]));
      if (issue) throw new Error(issueText(t, section, issue));
    },
  };
  // Form.List checks its rule on add, remove and submit only; a changed cell (a weekday picked twice)
  // should say so at once too.
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const rows = Form.useWatch(section, form);
  useEffect(() => {
    if (rows?.length) form.validateFields([section]).catch(() => undefined);
  }, [rows, form, section]);
  return (
    <Form.List name={section} rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={scrollX ? { x: scrollX } : undefined}
            columns={[
              ...columns,
              {
                width: 60,
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('baseStation.removeRow')} ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add(newRow)}>
            {addLabel}
          </Button>
          <div style={{ color: token.colorError }}>
            <Form.ErrorList errors={errors} />
          </div>
        </>
      )}
    </Form.List>
  );
}
