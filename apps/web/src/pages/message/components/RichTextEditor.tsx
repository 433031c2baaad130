import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { MESSAGE_BODY_MAX } from '@tms/domain';
import { Button, Divider, Flex, Input, Popover, Space, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyLength, editorValue, linkHref } from '../body-html';

type Props = {
  /** The form item's id, set on the editable area. */
  id?: string;
  /** The editable area's name for screen readers (a div is not labelled by the item's label). */
  ariaLabel?: string;
  /** The body as HTML; '' is an empty body. */
  value?: string;
  onChange?: (html: string) => void;
};

/**
 * The editor keeps to what the server's body policy stores: paragraphs, line breaks, bold, italic,
 * underline, strike, code, headings 1-4, lists, quotes, rules and links (http, https, mailto) that open
 * in a new tab. Anything else would be dropped on save, so the editor does not offer it.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The rel the server sets, so the counted HTML is the stored HTML.
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      isAllowedUri: (url: string) => linkHref(url) !== null,
    },
  }),
];

/**
 * The message body as a rich text form field: a small toolbar, the editor, and the count of the
 * body's characters against the server's limit (the form's rule refuses a longer body).
 */
export function RichTextEditor({ value = '', onChange, id, ariaLabel }: Props) {
  const { token } = theme.useToken();
  // What this editor last handed the form: a value equal to it came from typing and is not loaded again
  // (loading would move the cursor); any other value (a draft opened, a reset) replaces the content.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        // The form item's id: its label names the editor (screen readers, getByLabel).
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        style: `min-height: 180px; max-height: 420px; overflow-y: auto; outline: none; padding: 4px ${token.paddingSM}px`,
      },
    },
    onUpdate: ({ editor: changed }) => {
      const next = editorValue({ html: changed.getHTML(), isEmpty: changed.isEmpty });
      emitted.current = next;
      onChange?.(next);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const count = bodyLength(value);
  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      {editor && <Toolbar editor={editor} />}
      <Divider style={{ margin: 0 }} />
      <EditorContent editor={editor} />
      <Flex justify="end" style={{ padding: `0 ${token.paddingXS}px` }}>
        <Typography.Text type={count > MESSAGE_BODY_MAX ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {count} / {MESSAGE_BODY_MAX}
        </Typography.Text>
      </Flex>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} wrap style={{ padding: 4 }}>
      <ToolButton
        title={t('messageBox.editor.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title={t('messageBox.editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title={t('messageBox.editor.underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        title={t('messageBox.editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title={t('messageBox.editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <LinkButton editor={editor} active={state.link} />
      <ToolButton
        title={t('messageBox.editor.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        title={t('messageBox.editor.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Space>
  );
}

function ToolButton(props: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        ghost={props.active}
        aria-label={props.title}
        aria-pressed={props.active}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        // Keeps the editor's selection: a mouse-down on the button would otherwise blur it.
        onMouseDown={(e) => e.preventDefault()}
      />
    </Tooltip>
  );
}

/** Sets the link on the selection (or the link the cursor is in) from a small box; removes it too. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const href = linkHref(typed);
  const apply = () => {
    if (!href) return;
    const range = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the linked text.
    if (editor.state.selection.empty && !active)
      range
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else range.setLink({ href }).run();
    setOpen(false);
  };
  return (
    <>
      <Popover
        open={open}
        onOpenChange={(next) => {
          if (next) setTyped((editor.getAttributes('link').href as string | undefined) ?? '');
          setOpen(next);
        }}
        trigger="click"
        content={
          <Space.Compact style={{ width: 300 }}>
            <Input
              autoFocus
              value={typed}
              placeholder={t('messageBox.editor.linkPlaceholder')}
              status={typed.trim() && !href ? 'error' : undefined}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={(e) => {
                // Enter must not submit the compose form.
                e.preventDefault();
                apply();
              }}
            />
            <Button type="primary" disabled={!href} onClick={apply}>
              {t('action.confirm')}
            </Button>
          </Space.Compact>
        }
      >
        <span>
          <ToolButton
            title={t('messageBox.editor.link')}
            icon={<LinkOutlined />}
            active={active}
            onClick={() => undefined}
          />
        </span>
      </Popover>
      {active && (
        <ToolButton
          title={t('messageBox.editor.unlink')}
          icon={<DisconnectOutlined />}
          onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
        />
      )}
    </>
  );
}
