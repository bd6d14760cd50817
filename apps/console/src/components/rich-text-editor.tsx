import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  RedoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
};

/**
 * TipTap (ProseMirror) editor with a small toolbar: headings, bold, italic, underline, strike, lists, quote,
 * link. It emits HTML; the server sanitises whatever it stores, so the editor is a convenience, not a guard.
 * Loaded lazily (rich-text-field.tsx) so pages without it do not carry ProseMirror.
 */
export default function RichTextEditor({ value = '', onChange, minHeight = 240 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // Outside changes of the value (form reset, data loaded) replace the document; before the view is
  // mounted commands cannot run, so a change that early is applied when the editor reports 'create'.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const sync = () => {
      const current = editor.isEmpty ? '' : editor.getHTML();
      if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
    };
    if (editor.isInitialized) {
      sync();
      return;
    }
    editor.on('create', sync);
    return () => {
      editor.off('create', sync);
    };
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const tool = (title: string, active: boolean, run: () => void, icon: React.ReactNode) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} onClick={run} aria-label={title} />
    </Tooltip>
  );
  const text = (title: string, active: boolean, run: () => void, label: string) => (
    <Button size="small" type={active ? 'primary' : 'text'} onClick={run} aria-label={title}>
      {label}
    </Button>
  );

  return (
    <div
      style={{ border: '1px solid #d9d9d9', borderRadius: 2, background: '#fff' }}
      data-testid="rich-text-editor"
    >
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {text('标题', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {text('小标题', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        <Divider orientation="vertical" />
        {tool('加粗', state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool('斜体', state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool('下划线', state.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
        {tool('删除线', state.strike, () => chain().toggleStrike().run(), <StrikethroughOutlined />)}
        <Divider orientation="vertical" />
        {tool('无序列表', state.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
        {tool('有序列表', state.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
        {text('引用', state.quote, () => chain().toggleBlockquote().run(), '❝')}
        {tool(
          '链接',
          state.link,
          () => {
            if (state.link) return void chain().unsetLink().run();
            const href = window.prompt('链接地址（站内路径以 / 开头，或 https:// 地址）');
            if (href && /^(\/(?!\/)|https?:\/\/)/.test(href)) chain().setLink({ href }).run();
          },
          <LinkOutlined />,
        )}
        <Divider orientation="vertical" />
        {tool('撤销', false, () => chain().undo().run(), <UndoOutlined />)}
        {tool('重做', false, () => chain().redo().run(), <RedoOutlined />)}
      </Space>
      <EditorContent
        editor={editor}
        className="console-rich-text"
        style={{ minHeight, padding: '8px 12px' }}
      />
    </div>
  );
}
