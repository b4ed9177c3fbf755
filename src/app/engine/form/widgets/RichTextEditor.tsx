import {
  BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, StrikethroughOutlined,
  UnderlineOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Space, Spin, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { request } from '../../../providers/http';
import { translateOr, useEngineI18n } from '../../i18n';
import './richText.css';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** API path (under /api) taking a multipart `image` and answering `{ url }`; no path, no image button */
  imageUpload?: string;
  invalid?: boolean;
}

/** TipTap's empty document: kept as '' so a required field stays empty to the validator. */
const EMPTY = '<p></p>';

export default function RichTextEditor({ id, value, onChange, disabled, imageUpload, invalid }: RichTextEditorProps) {
  const { t } = useEngineI18n();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value || '',
    editable: !disabled,
    editorProps: { attributes: { id, class: 'rich-text rich-text-editor', 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });
  // a value replaced from outside (the record loaded after the editor) is shown; our own echoes are not re-set
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY ? '' : current)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);

  const label = (key: string, fallback: string) => translateOr(t, `communication.editor.${key}`, fallback);

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(label('linkPrompt', 'Link address'), previous);
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  const uploadImage = async (file: File) => {
    if (!editor || !imageUpload) return;
    const form = new FormData();
    form.append('image', file);
    setUploading(true);
    try {
      const { url } = await request<{ url: string }>(imageUpload, { method: 'POST', body: form });
      editor.chain().focus().setImage({ src: url, alt: file.name }).run();
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div
      className="rich-text-frame"
      style={{ border: `1px solid ${invalid ? token.colorError : token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}
    >
      {editor && !disabled && (
        <Toolbar editor={editor} label={label} onLink={setLink} onImage={imageUpload ? () => fileInput.current?.click() : undefined} uploading={uploading} />
      )}
      <Spin spinning={uploading} tip={label('uploading', 'Uploading image…')}>
        <EditorContent editor={editor} />
      </Spin>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void uploadImage(file);
        }}
      />
    </div>
  );
}

function Toolbar({ editor, label, onLink, onImage, uploading }: {
  editor: Editor;
  label: (key: string, fallback: string) => string;
  onLink: () => void;
  onImage?: () => void;
  uploading: boolean;
}) {
  // re-render the buttons' pressed state as the selection moves
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'), orderedList: e.isActive('orderedList'), blockquote: e.isActive('blockquote'),
      link: e.isActive('link'), canUndo: e.can().undo(), canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (key: string, fallback: string, icon: ReactNode, run: () => void, active = false, disabled = false) => (
    <Tooltip title={label(key, fallback)} key={key}>
      <Button type={active ? 'primary' : 'text'} ghost={false} size="small" icon={icon} aria-label={label(key, fallback)} aria-pressed={active} disabled={disabled} onClick={run} />
    </Tooltip>
  );
  const text = (key: string, fallback: string, glyph: string, run: () => void, active: boolean) => (
    <Tooltip title={label(key, fallback)} key={key}>
      <Button type={active ? 'primary' : 'text'} size="small" aria-label={label(key, fallback)} aria-pressed={active} onClick={run} style={{ fontWeight: 600 }}>
        {glyph}
      </Button>
    </Tooltip>
  );
  return (
    <div className="rich-text-toolbar" role="toolbar">
      <Space size={2} wrap split={<Divider type="vertical" />}>
        <Space size={2}>
          {button('bold', 'Bold', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
          {button('italic', 'Italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
          {button('underline', 'Underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
          {button('strike', 'Strikethrough', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
        </Space>
        <Space size={2}>
          {text('h2', 'Heading', 'H2', () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
          {text('h3', 'Subheading', 'H3', () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
          {button('bulletList', 'Bulleted list', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), state.bulletList)}
          {button('orderedList', 'Numbered list', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), state.orderedList)}
          {text('blockquote', 'Quote', '❝', () => chain().toggleBlockquote().run(), state.blockquote)}
        </Space>
        <Space size={2}>
          {button('link', 'Link', <LinkOutlined />, onLink, state.link)}
          {onImage && button('image', 'Insert image', <PictureOutlined />, onImage, false, uploading)}
        </Space>
        <Space size={2}>
          {button('undo', 'Undo', <UndoOutlined />, () => chain().undo().run(), false, !state.canUndo)}
          {button('redo', 'Redo', <RedoOutlined />, () => chain().redo().run(), false, !state.canRedo)}
        </Space>
      </Space>
    </div>
  );
}
