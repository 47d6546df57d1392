/** One operator role: its name, what it is for, and its rights in words. */
import { Badge, Box, Heading, HStack, List, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { rightLabel } from '@/lib/right-labels';
import type { Role } from '../api/admin-types';

export function RoleCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px="5"
      py="5"
      height="full"
    >
      <HStack justify="space-between" align="flex-start" gap="3" mb="2">
        <Heading as="h2" id={titleId} fontSize="lg" color="gray.900">
          {role.name}
        </Heading>
        <Badge colorPalette="brand" variant="subtle" size="md" flexShrink={0}>
          {t('admin.roles.rightCount', { count: role.rights.length })}
        </Badge>
      </HStack>
      <Text color="gray.600" fontSize="sm" mb="4">
        {role.description}
      </Text>
      <Text fontSize="sm" fontWeight="medium" color="gray.700" mb="2">
        {t('admin.roles.rights')}
      </Text>
      {role.rights.length === 0 ? (
        <Text fontSize="sm" color="gray.500">
          {t('admin.roles.noRights')}
        </Text>
      ) : (
        <List.Root gap="1.5" variant="plain" aria-label={t('admin.roles.rights')}>
          {role.rights.map((right) => (
            <List.Item key={right} fontSize="sm" color="gray.800" alignItems="center">
              <List.Indicator asChild color="green.600">
                <CircleCheck aria-hidden="true" />
              </List.Indicator>
              {rightLabel(right)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
