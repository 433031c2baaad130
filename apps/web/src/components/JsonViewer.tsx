import { CaretDownOutlined, CaretRightOutlined, CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Tag, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Reads a JSON string (logs store bodies as text); anything else is shown as it is. */
export function parseJsonValue(value: unknown): { ok: true; value: Json } | { ok: false; raw: string } {
  if (typeof value !== 'string') return { ok: true, value: (value ?? null) as Json };
  try {
    return { ok: true, value: JSON.parse(value) as Json };
  } catch {
    return { ok: false, raw: value };
  }
}

function Scalar({ value }: { value: Json }) {
  const { token } = theme.useToken();
  const color =
    typeof value === 'string'
      ? token.colorSuccessText
      : typeof value === 'number'
        ? token.colorPrimaryText
        : token.colorWarningText;
  return <span style={{ color }}>{JSON.stringify(value)}</span>;
}

function Node({
  name,
  value,
  depth,
  expandDepth,
}: {
  name?: string;
  value: Json;
  depth: number;
  expandDepth: number;
}) {
  const [open, setOpen] = useState(depth < expandDepth);
  const label = name === undefined ? null : <span>{JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div style={{ paddingLeft: 16 }}>
        {label}
        <Scalar value={value} />
      </div>
    );
  }
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  const [openMark, closeMark] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <div style={{ paddingLeft: depth === 0 ? 0 : 16 }}>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        style={{ all: 'unset', cursor: 'pointer', userSelect: 'none' }}
      >
        {open ? <CaretDownOutlined /> : <CaretRightOutlined />} {label}
        {openMark}
        {!open && <span style={{ opacity: 0.6 }}> … {entries.length} </span>}
        {!open && closeMark}
      </button>
      {open && (
        <>
          {entries.map(([key, child]) => (
            <Node
              key={key}
              name={Array.isArray(value) ? undefined : key}
              value={child}
              depth={depth + 1}
              expandDepth={expandDepth}
            />
          ))}
          <div>{closeMark}</div>
        </>
      )}
    </div>
  );
}

/** A collapsible view of a JSON value or JSON text, with a copy button. */
export function JsonViewer({ value, expandDepth = 2 }: { value: unknown; expandDepth?: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const parsed = parseJsonValue(value);
  const text = parsed.ok ? JSON.stringify(parsed.value, null, 2) : parsed.raw;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('widget.json.copied'));
    } catch {
      void message.error(t('widget.json.copyFailed'));
    }
  };
  return (
    <div
      style={{
        position: 'relative',
        fontFamily: token.fontFamilyCode,
        fontSize: 12,
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
        padding: '8px 12px',
        overflow: 'auto',
        maxHeight: 480,
      }}
    >
      <Flex justify="flex-end" gap={8} style={{ position: 'absolute', top: 4, right: 4 }}>
        {!parsed.ok && <Tag color="warning">{t('widget.json.invalid')}</Tag>}
        <Tooltip title={t('widget.json.copy')}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            onClick={copy}
            aria-label={t('widget.json.copy')}
          />
        </Tooltip>
      </Flex>
      {parsed.ok ? (
        <Node value={parsed.value} depth={0} expandDepth={expandDepth} />
      ) : (
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{parsed.raw}</pre>
      )}
    </div>
  );
}
