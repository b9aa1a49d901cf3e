import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { richTextLinkSchemes } from '@masthead/contract';
import Highlight from '@tiptap/extension-highlight';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { type Attribute, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';

/** Declared beside the editor that reads them all, so RichTextEditor.tsx imports this module alone. */
export interface RichTextEditorProps {
  label: string;
  /** The form field it edits; also the id its errors and focus use. */
  name: string;
  value: string;
  onChange: (html: string) => void;
  /** Editor height in pixels: 400 for news and deals, 500 for legal documents. */
  height: number;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The editor's schema is the whitelist: ProseMirror keeps only the nodes and marks it knows, so
 * pasted HTML comes in as paragraphs, h1/h2, lists, bold, italic, underline, links, colour,
 * highlight and line breaks, and nothing else (content spec section 4).
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
  }),
  // Links keep only their href (the spec's "a (href only)") and only safe schemes.
  Link.extend({
    addAttributes() {
      const { href } = (this.parent?.() ?? {}) as { href?: Attribute };
      return { href: href ?? {} };
    },
  }).configure({
    openOnClick: false,
    protocols: [...richTextLinkSchemes],
    HTMLAttributes: { target: null, rel: null },
  }),
  TextStyle,
  Color,
  Highlight.configure({ multicolor: true }),
];

/** What the form stores: '' for an empty editor, so "is required" applies. */
const htmlOf = (editor: { isEmpty: boolean; getHTML(): string }) => (editor.isEmpty ? '' : editor.getHTML());

export function TipTapEditor({
  label,
  name,
  value,
  onChange,
  height,
  error,
  disabled,
  required,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  // The editor writes `<b>` as `<strong>`: a loaded value counts as changed only once the user
  // edits it, so opening a form does not mark it dirty. `given` is the last value from outside or
  // sent out; `shown` the editor's HTML of it.
  const given = useRef(value);
  const shown = useRef<string | null>(null);
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: created }) => {
      shown.current = htmlOf(created);
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === shown.current) return;
      shown.current = html;
      given.current = html;
      onChange(html);
    },
  });

  // A value set from outside (the item loaded, the form reset) replaces what the editor shows.
  useEffect(() => {
    if (!editor || value === given.current) return;
    given.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    shown.current = htmlOf(editor);
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);
  // The editable element is the field for labels, errors, and the form's focus on errors.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: name,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(disabled ? { 'aria-readonly': 'true' } : {}),
        },
      },
    });
  }, [editor, name, labelId, errorId, error, required, disabled]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, htmlFor: name }} required={required}>
      <MantineEditor
        editor={editor}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {!disabled && (
          <MantineEditor.Toolbar>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
              <MantineEditor.Underline />
              <MantineEditor.ClearFormatting />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.H1 />
              <MantineEditor.H2 />
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Link />
              <MantineEditor.Unlink />
              <MantineEditor.ColorPicker
                colors={['#25262b', '#868e96', '#fa5252', '#228be6', '#40c057', '#fab005']}
              />
              <MantineEditor.Highlight />
            </MantineEditor.ControlsGroup>
          </MantineEditor.Toolbar>
        )}
        <MantineEditor.Content style={{ height, overflowY: 'auto' }} />
      </MantineEditor>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Input.Wrapper>
  );
}
