import {
  type ActionType,
  type ProColumns,
  type ProFormInstance,
  ProTable,
  type ProTableProps,
} from '@ant-design/pro-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tms/domain';
import { Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { columnKeyOf } from './column-settings/column-state';
import { ResizableHeaderCell } from './column-settings/ResizableHeaderCell';
import { useColumnSettings } from './column-settings/useColumnSettings';
import { SavedViews } from './saved-views/SavedViews';
import { useListShortcuts } from './shortcuts';
import { cssEllipsis } from './table-cells';

export type TmsTableProps<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown>,
> = ProTableProps<T, Q> & {
  /** The column-settings module name (saved per user through /system/col/set). */
  modular: string;
  /** Offers the user's saved views of this list (filters and visible columns) in the toolbar. */
  savedViews?: boolean;
};

/** Stands in the table's body until the first answer: rows to come, never "no data". */
const FIRST_LOAD = (
  <div data-testid="table-first-load">
    <Skeleton active title={false} paragraph={{ rows: 6 }} />
  </div>
);

/**
 * Every list screen's table: ProTable with the spec's pagination (30 by default; 10, 20, 30, 50, 100)
 * and the column chooser keyed by `modular`: show/hide, order and widths (drag a header's right edge)
 * are kept on the server per user; the chooser's reset clears them. Until its first answer the body shows
 * a skeleton (ProTable sends the request only once its search form is ready; an empty table meanwhile
 * would say "no data"). The list shortcuts ("/" search, "a" select all, "n"/"p" pages, "r" refresh,
 * "?" help) act on it while it is in view.
 */
export function TmsTable<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown> = Record<string, unknown>,
>({
  modular,
  savedViews,
  pagination,
  columns,
  components,
  formRef: pageFormRef,
  toolBarRender,
  actionRef,
  request,
  locale,
  ...props
}: TmsTableProps<T, Q>) {
  const declared = useMemo(() => columns ?? [], [columns]);
  const { columnsState, widths, setWidth } = useColumnSettings(modular, declared);
  const ownFormRef = useRef<ProFormInstance | undefined>(undefined);
  const formRef = pageFormRef ?? ownFormRef;
  // While a header is dragged the width lives here; the server copy is written when the drag ends.
  const [dragWidths, setDragWidths] = useState<Record<string, number>>({});
  const [answered, setAnswered] = useState(!request);
  const holder = useRef<HTMLDivElement>(null);
  const action = useRef<ActionType>(undefined);
  useListShortcuts(holder, {
    search: props.search !== false,
    selectable: !!props.rowSelection,
    reload: () => void action.current?.reload(),
  });

  const sized = useMemo(
    () =>
      declared.map((column, index): ProColumns<T, 'text'> => {
        const code = columnKeyOf(column, index);
        const width = dragWidths[code] ?? widths[code] ?? column.width;
        return {
          ...cssEllipsis(column),
          width,
          onHeaderCell: (col) => ({
            ...(column.onHeaderCell?.(col) ?? {}),
            onResizeWidth: (next: number, done: boolean) => {
              if (done) {
                setDragWidths({});
                setWidth(code, next);
              } else setDragWidths({ [code]: next });
            },
          }),
        } as ProColumns<T, 'text'>;
      }),
    [declared, dragWidths, widths, setWidth],
  );

  return (
    <div ref={holder}>
      <ProTable<T, Q>
        rowKey="id"
        search={{ labelWidth: 'auto' }}
        options={{ density: true, reload: true, setting: { draggable: true } }}
        columnsState={columnsState}
        formRef={formRef}
        toolBarRender={
          savedViews
            ? (...args) => [
                <SavedViews
                  key="saved-views"
                  listKey={modular}
                  formRef={formRef as React.RefObject<ProFormInstance | undefined>}
                  columns={{ value: columnsState.value, set: columnsState.onChange }}
                />,
                ...((toolBarRender ? toolBarRender(...args) : null) || []),
              ]
            : toolBarRender
        }
        columns={sized}
        components={{ ...components, header: { cell: ResizableHeaderCell, ...components?.header } }}
        pagination={
          pagination === false
            ? false
            : {
                defaultPageSize: DEFAULT_PAGE_SIZE,
                pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                showSizeChanger: true,
                ...pagination,
              }
        }
        actionRef={(ref: ActionType) => {
          action.current = ref;
          if (typeof actionRef === 'function') actionRef(ref);
          else if (actionRef) (actionRef as { current: ActionType | undefined }).current = ref;
        }}
        request={
          request &&
          (async (...args) => {
            try {
              return await request(...args);
            } finally {
              setAnswered(true);
            }
          })
        }
        locale={answered ? locale : { ...locale, emptyText: FIRST_LOAD }}
        {...props}
        // The table hides its empty text while loading: until the first answer the skeleton is the
        // loading sign, so the spinner stays off.
        {...(answered || props.loading !== undefined ? {} : { loading: false })}
      />
    </div>
  );
}
