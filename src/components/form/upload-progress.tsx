/**
 * The progress of one upload: a bar with its percentage, under a line saying which file is being sent,
 * and a button that cancels it. The words are the caller's (`caption`, `label` naming the bar for
 * assistive technology, `cancelLabel`).
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';

type UploadProgressProps = {
  caption: string;
  label: string;
  percent: number;
  cancelLabel: string;
  onCancel: () => void;
};

export function UploadProgress({
  caption,
  label,
  percent,
  cancelLabel,
  onCancel,
}: UploadProgressProps) {
  return (
    <Flex gap="3" align="flex-end">
      <Box flex="1" minWidth="0">
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
          <Box
            height="full"
            bg="brand.solid"
            width={`${String(percent)}%`}
            transition="width 0.2s"
          />
        </Box>
      </Box>
      <Button size="xs" variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Flex>
  );
}
