/**
 * A titled white panel of a page: of a workspace page (申请信息, 入驻材料, 流转记录 …), or, `accent`,
 * of a catalogue detail (基本信息, 字段信息 …) with a larger heading behind a brand bar.
 */
import { Box, Flex, Heading, Text, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormSectionProps = {
  id: string;
  title: string;
  /** A short remark beside the title (共 12 个字段). */
  note?: string;
  action?: ReactNode;
  accent?: boolean;
  children: ReactNode;
};

const accentHeading: HeadingProps = {
  fontSize: 'lg',
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  _before: {
    content: '""',
    display: 'block',
    width: '4px',
    height: '1em',
    rounded: 'full',
    bg: 'brand.solid',
  },
};

export function FormSection({
  id,
  title,
  note,
  action,
  accent = false,
  children,
}: FormSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
      minWidth={accent ? '0' : undefined}
    >
      <Flex
        align={accent ? 'baseline' : 'center'}
        justify="space-between"
        gap="3"
        mb="4"
        wrap="wrap"
      >
        <Heading as="h2" id={id} fontSize="md" color="gray.900" {...(accent ? accentHeading : {})}>
          {title}
        </Heading>
        {note ? (
          <Text fontSize="sm" color="gray.500">
            {note}
          </Text>
        ) : null}
        {action}
      </Flex>
      {children}
    </Box>
  );
}
