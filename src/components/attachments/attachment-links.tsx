/**
 * 附件 on a public detail page: each attachment's name as a plain download link (it works before the
 * page's scripts run, and without them) with its size. Nothing is drawn when there are none.
 */
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ContentAttachment } from '@/api/content-attachments/content-attachment-types';
import { formatBytes } from '@/lib/format-bytes';

export function AttachmentLinks({ attachments }: { attachments: readonly ContentAttachment[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const listed = attachments.filter(
    (attachment): attachment is ContentAttachment & { downloadUrl: string } =>
      attachment.downloadUrl !== null,
  );
  if (listed.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="8" pt="6" borderTopWidth="1px">
      <Flex align="baseline" gap="2" mb="3">
        <Heading as="h2" id={headingId} fontSize="md" color="gray.900">
          {t('attachments.public.heading')}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {t('attachments.public.count', { count: listed.length })}
        </Text>
      </Flex>
      <Stack as="ul" listStyleType="none" gap="2">
        {listed.map((attachment) => {
          const size = formatBytes(attachment.size);
          return (
            <Flex
              as="li"
              key={attachment.id}
              align="center"
              gap="2"
              py="2"
              px="3"
              bg="gray.50"
              rounded="md"
            >
              <Box color="brand.solid" aria-hidden="true" flexShrink={0}>
                <Paperclip size={16} />
              </Box>
              <Link
                href={attachment.downloadUrl}
                color="brand.fg"
                fontSize="sm"
                flex="1"
                minWidth="0"
                wordBreak="break-all"
                aria-label={t('attachments.public.downloadOf', { name: attachment.name, size })}
              >
                {attachment.name}
              </Link>
              <Text as="span" fontSize="xs" color="gray.600" flexShrink={0}>
                {size}
              </Text>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
