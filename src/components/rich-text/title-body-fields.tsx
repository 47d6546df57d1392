/**
 * The title and rich-text body of an editing form (公告编辑, 内容配置): the required title with its
 * character count, the body in the rich-text editor with 预览 beside its label, and the reason either
 * is refused below it. The form owns the state (`useTitleBodyFields`) and gives the wording.
 */
import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { RichTextEditor } from './rich-text-editor';
import { RichTextPreview } from './rich-text-preview';
import { titleMaxLength, type TitleBodyFieldsState } from './use-title-body-fields';

type TitleBodyFieldsProps = {
  fields: TitleBodyFieldsState;
  /** The HTML the editor starts with. */
  initialContent: string;
  labels: { title: string; titlePlaceholder: string; body: string };
  /** The preview's title sits below the page's h1 (h2) or below a section heading (h3). */
  previewHeadingLevel: 'h2' | 'h3';
  /** A height past which a long body scrolls inside the editor, keeping its toolbar in reach. */
  bodyMaxHeight?: string;
};

export function TitleBodyFields({
  fields,
  initialContent,
  labels,
  previewHeadingLevel,
  bodyMaxHeight,
}: TitleBodyFieldsProps) {
  const { t } = useTranslation();
  const {
    title,
    body,
    bodyEmpty,
    errors,
    preview,
    setPreview,
    titleId,
    bodyErrorId,
    titleRef,
    bodyRef,
    changeTitle,
    readBody,
    changeBody,
  } = fields;
  const editor = (
    <RichTextEditor
      initialContent={initialContent}
      label={labels.body}
      hidden={preview}
      invalid={errors.body !== undefined}
      describedBy={errors.body !== undefined ? bodyErrorId : undefined}
      onReady={readBody}
      onChange={changeBody}
    />
  );

  return (
    <>
      <Field.Root invalid={errors.title !== undefined} required>
        <Field.Label htmlFor={titleId}>
          {labels.title}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          id={titleId}
          ref={titleRef}
          value={title}
          maxLength={titleMaxLength}
          placeholder={labels.titlePlaceholder}
          autoComplete="off"
          size="lg"
          onChange={(event) => changeTitle(event.target.value)}
        />
        <Flex width="full" justify="space-between" gap="4">
          {errors.title !== undefined ? (
            <Field.ErrorText>{errors.title}</Field.ErrorText>
          ) : (
            <span />
          )}
          <Field.HelperText flexShrink={0}>
            {t('richText.titleCount', { count: [...title].length, max: titleMaxLength })}
          </Field.HelperText>
        </Flex>
      </Field.Root>

      <Stack gap="2" ref={bodyRef}>
        <Flex justify="space-between" align="center" gap="4">
          <Text as="span" fontWeight="medium" fontSize="sm">
            {labels.body}
            <Text as="span" color="fg.error" ms="1" aria-hidden="true">
              *
            </Text>
          </Text>
          <Button
            type="button"
            size="sm"
            variant={preview ? 'subtle' : 'outline'}
            colorPalette="brand"
            aria-pressed={preview}
            onClick={() => setPreview(!preview)}
          >
            {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {t('richText.preview')}
          </Button>
        </Flex>
        {bodyMaxHeight === undefined ? (
          editor
        ) : (
          <Box css={{ '& .ProseMirror': { maxHeight: bodyMaxHeight, overflowY: 'auto' } }}>
            {editor}
          </Box>
        )}
        {preview ? (
          <RichTextPreview
            title={title}
            html={body.html}
            empty={bodyEmpty}
            label={t('richText.previewHeading')}
            titlePlaceholder={labels.title}
            emptyText={t('richText.previewEmpty')}
            headingLevel={previewHeadingLevel}
          />
        ) : null}
        {errors.body !== undefined ? (
          <Text id={bodyErrorId} color="fg.error" fontSize="sm">
            {errors.body}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
