/** The progress of one upload: a bar with its percentage, named after the file being sent. */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Flex justify="space-between" fontSize="xs" color="gray.600" mb="1" gap="3">
        <Text as="span" truncate>
          {t('domainApplication.apply.uploading', { name: fileName })}
        </Text>
        <Text as="span" aria-hidden="true">
          {percent}%
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={t('domainApplication.apply.uploadProgress', { name: fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${String(percent)}%`}
        height="2"
        rounded="full"
        bg="gray.100"
        overflow="hidden"
      >
        <Box height="full" bg="brand.solid" width={`${String(percent)}%`} transition="width 0.2s" />
      </Box>
    </Box>
  );
}
