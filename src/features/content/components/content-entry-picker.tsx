/**
 * The entries of the content wall to choose from, as links that keep the choice in the address
 * (`?key=`), so the browser's Back button and a shared link open the same entry. The open entry is
 * marked `aria-current`.
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/lib/format-date-time';
import type { ContentWallEntry, ContentWallKey } from '../api/content-wall-types';
import { contentWallAddress } from '../content-wall-address';

type ContentEntryPickerProps = {
  entries: readonly ContentWallEntry[];
  selected: ContentWallKey;
};

export function ContentEntryPicker({ entries, selected }: ContentEntryPickerProps) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('contentWall.entries')}>
      <Stack as="ul" gap="2" listStyleType="none">
        {entries.map((entry) => {
          const current = entry.key === selected;
          const updated = formatDateTime(entry.updatedAt);
          const label = t(`contentWall.keys.${entry.key}`);
          return (
            <li key={entry.key}>
              <chakra.a
                asChild
                display="flex"
                gap="3"
                alignItems="flex-start"
                px="4"
                py="3"
                rounded="md"
                borderWidth="1px"
                borderColor={current ? 'brand.solid' : 'gray.200'}
                bg={current ? 'brand.50' : 'white'}
                color="gray.800"
                _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.solid',
                  outlineOffset: '2px',
                }}
              >
                <RouterLink
                  to={contentWallAddress(entry.key)}
                  aria-current={current ? 'page' : undefined}
                >
                  <Box as="span" color={current ? 'brand.fg' : 'gray.500'} mt="0.5" flexShrink={0}>
                    <FileText size={18} aria-hidden="true" />
                  </Box>
                  <Box as="span" minWidth="0">
                    <Text
                      as="span"
                      display="block"
                      fontWeight={current ? 'bold' : 'medium'}
                      color={current ? 'brand.fg' : 'gray.900'}
                    >
                      {label}
                    </Text>
                    {entry.title === label ? null : (
                      <Text as="span" display="block" fontSize="sm" color="gray.600" lineClamp={1}>
                        {entry.title}
                      </Text>
                    )}
                    {updated === null ? null : (
                      <Text as="span" display="block" fontSize="xs" color="gray.600" mt="1">
                        {t('contentWall.updatedLine', { time: updated })}
                      </Text>
                    )}
                  </Box>
                </RouterLink>
              </chakra.a>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
