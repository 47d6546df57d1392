/** 平台公告 on the workspace home: the latest published announcements, each opened in a dialog. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ListStates } from '@/components/list/list-states';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import type { AnnouncementSummary } from '../api/application-types';
import { useLatestAnnouncements } from '../hooks/use-announcements';
import { AnnouncementDialog } from './announcement-dialog';

export function AnnouncementPanel() {
  const { t } = useTranslation();
  const announcements = useLatestAnnouncements();
  const [open, setOpen] = useState<AnnouncementSummary | null>(null);
  return (
    <Box
      as="section"
      aria-labelledby="workspace-announcements"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="5"
    >
      <Heading
        as="h2"
        id="workspace-announcements"
        fontSize="md"
        color="gray.900"
        mb="3"
        display="flex"
        alignItems="center"
        gap="2"
      >
        <Megaphone aria-hidden="true" size={18} />
        {t('domainApplication.home.announcementsTitle')}
      </Heading>
      <ListStates
        state={announcements}
        skeleton={<TextSkeleton lines={4} />}
        empty={{
          view: (
            <Text fontSize="sm" color="gray.500">
              {t('domainApplication.home.announcementsEmpty')}
            </Text>
          ),
        }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="1">
            {data.map((item) => (
              <Box as="li" key={item.id}>
                <Button
                  variant="ghost"
                  width="full"
                  height="auto"
                  py="2"
                  px="2"
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  onClick={() => setOpen(item)}
                >
                  <Stack gap="0.5" align="flex-start">
                    <Text fontSize="sm" color="gray.800" fontWeight="normal">
                      {item.title}
                    </Text>
                    {item.publishedAt ? (
                      <Text as="span" fontSize="xs" color="gray.500" fontWeight="normal">
                        {t('domainApplication.home.publishedAt', {
                          time: formatDateTime(item.publishedAt) ?? '',
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </ListStates>
      {open !== null ? (
        <AnnouncementDialog id={open.id} title={open.title} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}
