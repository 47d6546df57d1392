/** A titled white panel of a workspace page (申请信息, 入驻材料, 流转记录 …). */
import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormSectionProps = { id: string; title: string; action?: ReactNode; children: ReactNode };

export function FormSection({ id, title, action, children }: FormSectionProps) {
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
    >
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" id={id} fontSize="md" color="gray.900">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
