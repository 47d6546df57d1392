/**
 * 预览 of a rich-text editor (公告编辑, 内容配置): the title and body as readers will see them, through
 * the same sanitising RichText the public pages use. The wording comes from the editor using it.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { RichText } from './rich-text';

type RichTextPreviewProps = {
  title: string;
  html: string;
  empty: boolean;
  /** The region's name, e.g. 预览. */
  label: string;
  /** Shown as the title while none is typed. */
  titlePlaceholder: string;
  /** Shown instead of an empty body. */
  emptyText: string;
  headingLevel: 'h2' | 'h3';
};

export function RichTextPreview(props: RichTextPreviewProps) {
  return (
    <Box
      as="section"
      aria-label={props.label}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      px={{ base: '4', md: '8' }}
      py="6"
      minHeight="360px"
    >
      <Heading
        as={props.headingLevel}
        fontSize={{ base: 'xl', md: '2xl' }}
        textAlign="center"
        color="gray.900"
        pb="5"
        mb="6"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        {props.title.trim() === '' ? props.titlePlaceholder : props.title}
      </Heading>
      {props.empty ? (
        <Text color="gray.600" textAlign="center">
          {props.emptyText}
        </Text>
      ) : (
        <RichText html={props.html} />
      )}
    </Box>
  );
}
