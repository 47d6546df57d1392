/**
 * The white card a page's one article is read on (公告详情, 关于平台, 隐私政策声明), centred and kept
 * to a readable width.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ArticleCard({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '5', md: '14' }}
      py={{ base: '6', md: '10' }}
      maxWidth="960px"
      mx="auto"
    >
      {children}
    </Box>
  );
}
