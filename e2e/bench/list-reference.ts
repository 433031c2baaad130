/**
 * The list bench's reference: a plain antd Table (check boxes, a fixed first column, horizontal scroll,
 * paging) fed the same answer as the screen under test, with nothing else on the page. The bench bundles
 * this file for the browser (esbuild) and serves it on a stubbed address; it fetches `__benchUrl` and shows
 * the rows, so answer -> rows here is what antd itself costs for those rows on this machine.
 */
import { Table } from 'antd';
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Row = Record<string, unknown>;
type BenchWindow = Window & { __benchColumns?: string[]; __benchUrl?: string };

const COLUMN_WIDTH = 140;

function Reference() {
  const bench = window as BenchWindow;
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch(bench.__benchUrl ?? '')
      .then((r) => r.json())
      .then((body: { data: Row[] }) => setRows(body.data));
  }, [bench.__benchUrl]);
  const columns = (bench.__benchColumns ?? []).map((key, i) => ({
    title: key,
    dataIndex: key,
    key,
    width: COLUMN_WIDTH,
    ellipsis: true,
    fixed: i === 0 ? ('left' as const) : undefined,
    render: (value: unknown) => (value === null || value === undefined ? '-' : String(value)),
  }));
  return createElement(Table<Row>, {
    rowKey: 'uuid',
    columns,
    dataSource: rows ?? [],
    loading: rows === null,
    rowSelection: {},
    scroll: { x: columns.length * COLUMN_WIDTH },
    pagination: { pageSize: 30 },
  });
}

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(Reference));
