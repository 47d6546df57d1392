/**
 * The progress of one upload: a bar with its percentage, under a line saying which file is being sent.
 * The words are the caller's (`caption`, and `label` naming the bar for assistive technology).
 */
import { Box, Flex, Text } from '@chakra-ui/react';

type UploadProgressProps = {
  caption: string;
  label: string;
  percent: number;
};

export function UploadProgress({ caption, label, percent }: UploadProgressProps) {
  return (
    <Box>
      <Flex justify="space-between" fontSize="xs" color="gray.600" mb="1" gap="3">
        <Text as="span" truncate>
          {caption}
        </Text>
        <Text as="span" aria-hidden="true">
          {percent}%
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={label}
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
