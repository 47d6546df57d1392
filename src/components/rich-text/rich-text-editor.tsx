/**
 * The rich-text body editor of announcements and content-wall entries (TipTap with StarterKit): headings h2–h4, bold, italic, lists, quotes,
 * links, undo and redo — what the server's sanitizer keeps. The page owns the text: the editor
 * reports the HTML and the plain text once it has read its initial content and after every change.
 * This module is only imported by the editor pages, so TipTap stays in their chunks.
 */
import { Box } from '@chakra-ui/react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { isAllowedLink, LinkDialog } from './link-dialog';

export type EditorValue = { html: string; text: string };

type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes of this prop are not applied. */
  initialContent: string;
  label: string;
  onChange: (value: EditorValue) => void;
  /** Called once with the content as the editor holds it (normalised), before any change. */
  onReady: (value: EditorValue) => void;
  invalid?: boolean;
  describedBy?: string;
  hidden?: boolean;
};

function valueOf(editor: Editor): EditorValue {
  return { html: editor.getHTML(), text: editor.getText() };
}

export function RichTextEditor({
  initialContent,
  label,
  onChange,
  onReady,
  invalid = false,
  describedBy,
  hidden = false,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
    ],
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
      },
    },
    onUpdate: ({ editor: updated }) => onChange(valueOf(updated)),
  });

  // Reported once the page has mounted the editor: its content as the editor normalised it.
  const reportReady = useRef(onReady);
  useEffect(() => {
    reportReady.current(valueOf(editor));
  }, [editor]);

  const currentHref = (): string => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  };

  return (
    <Box
      hidden={hidden}
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'gray.300'}
      rounded="md"
      bg="white"
      overflow="hidden"
      _focusWithin={{
        borderColor: 'brand.solid',
        boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)',
      }}
    >
      <EditorToolbar editor={editor} onLink={() => setLinkOpen(true)} />
      <Box
        css={{
          '& .ProseMirror': {
            minHeight: '320px',
            px: '4',
            py: '3',
            outline: 'none',
            lineHeight: '1.8',
            color: 'gray.800',
          },
          '& .ProseMirror > * + *': { mt: '3' },
          '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'bold', color: 'gray.900' },
          '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'bold' },
          '& .ProseMirror h4': { fontSize: 'md', fontWeight: 'bold' },
          '& .ProseMirror ul': { ps: '6', listStyleType: 'disc' },
          '& .ProseMirror ol': { ps: '6', listStyleType: 'decimal' },
          '& .ProseMirror blockquote': {
            ps: '4',
            borderStartWidth: '4px',
            borderColor: 'brand.200',
            color: 'gray.700',
          },
          '& .ProseMirror a': { color: 'brand.fg', textDecoration: 'underline' },
          '& .ProseMirror code': { bg: 'gray.100', px: '1', rounded: 'sm', fontSize: 'sm' },
          '& .ProseMirror pre': { bg: 'gray.100', p: '3', rounded: 'md', overflowX: 'auto' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        open={linkOpen}
        currentHref={linkOpen ? currentHref() : ''}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          // Without selected text (and outside a link) the address itself becomes the link's text.
          if (editor.state.selection.empty && !editor.isActive('link')) {
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
            return;
          }
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
    </Box>
  );
}
