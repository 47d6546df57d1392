/**
 * The formatting buttons above a rich-text body: 标题, 加粗, 斜体, 无序列表, 有序列表, 引用, 链接,
 * 撤销 and 重做. Each is a labelled button that says whether its format is on (`aria-pressed`), so the
 * toolbar works by keyboard and with a screen reader as well as with the mouse.
 */
import { Box, Flex, IconButton, Separator } from '@chakra-ui/react';
import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

type ToolbarButtonProps = {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
};

function ToolbarButton({ label, icon: Icon, onClick, active, disabled }: ToolbarButtonProps) {
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      disabled={disabled}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
}

type EditorToolbarProps = {
  editor: Editor;
  onLink: () => void;
  disabled?: boolean;
};

export function EditorToolbar({ editor, onLink, disabled = false }: EditorToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: 2 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();

  return (
    <Flex
      role="toolbar"
      aria-label={t('richText.toolbar.label')}
      gap="1"
      wrap="wrap"
      align="center"
      px="2"
      py="1.5"
      borderBottomWidth="1px"
      borderColor="gray.200"
      bg="gray.50"
    >
      <ToolbarButton
        label={t('richText.toolbar.heading')}
        icon={Heading2}
        active={state.heading}
        disabled={disabled}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.bold')}
        icon={Bold}
        active={state.bold}
        disabled={disabled}
        onClick={() => run().toggleBold().run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.italic')}
        icon={Italic}
        active={state.italic}
        disabled={disabled}
        onClick={() => run().toggleItalic().run()}
      />
      <Box height="5">
        <Separator orientation="vertical" height="full" mx="1" />
      </Box>
      <ToolbarButton
        label={t('richText.toolbar.bulletList')}
        icon={List}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.orderedList')}
        icon={ListOrdered}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => run().toggleOrderedList().run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.blockquote')}
        icon={Quote}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => run().toggleBlockquote().run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.link')}
        icon={Link2}
        active={state.link}
        disabled={disabled}
        onClick={onLink}
      />
      <Box height="5">
        <Separator orientation="vertical" height="full" mx="1" />
      </Box>
      <ToolbarButton
        label={t('richText.toolbar.undo')}
        icon={Undo2}
        disabled={disabled || !state.canUndo}
        onClick={() => run().undo().run()}
      />
      <ToolbarButton
        label={t('richText.toolbar.redo')}
        icon={Redo2}
        disabled={disabled || !state.canRedo}
        onClick={() => run().redo().run()}
      />
    </Flex>
  );
}
