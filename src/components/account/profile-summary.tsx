/**
 * The top of 用户详情: the person's initial, name and who they are (company or role), at a glance.
 */
import { Badge, Box, Circle, HStack, Text } from '@chakra-ui/react';

type ProfileSummaryProps = { name: string; subtitle: string; badge: string };

export function ProfileSummary({ name, subtitle, badge }: ProfileSummaryProps) {
  return (
    <HStack
      gap="5"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
    >
      <Circle
        size="16"
        bg="brand.solid"
        color="white"
        fontSize="2xl"
        fontWeight="bold"
        flexShrink={0}
        aria-hidden="true"
      >
        {Array.from(name.trim())[0] ?? ''}
      </Circle>
      <Box minWidth="0">
        <HStack gap="3" wrap="wrap">
          <Text fontSize="xl" fontWeight="bold" color="gray.900">
            {name}
          </Text>
          <Badge colorPalette="brand" variant="subtle" size="md">
            {badge}
          </Badge>
        </HStack>
        <Text color="gray.600" mt="1" truncate>
          {subtitle}
        </Text>
      </Box>
    </HStack>
  );
}
