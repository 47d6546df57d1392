/**
 * What entering a domain requires: its description (sanitised rich text) and the materials an
 * application must carry, with whether each is required, the file types and the size limit.
 */
import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
import { formatFileSize } from '@/lib/format-file-size';
import type { DomainDetail } from '@/api/domains/get-domain';
import { useDomain } from '../api/use-domain';

export function DomainRequirements({ domainId }: { domainId: string }) {
  const domain = useDomain(domainId);
  if (domain.status === 'loading') return <TextSkeleton lines={4} />;
  if (domain.status === 'error')
    return <LoadError message={domain.message} onRetry={domain.retry} />;
  return <RequirementDetails domain={domain.data} />;
}

function RequirementDetails({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      {domain.description.trim() !== '' ? (
        <Box>
          <Heading as="h4" fontSize="md" color="gray.900" mb="2">
            {t('contentPages.domains.aboutDomain')}
          </Heading>
          <Box
            css={{
              '& .portal-rich-text': { fontSize: 'sm' },
              '& .portal-rich-text p': { my: '2' },
            }}
          >
            <RichText html={domain.description} />
          </Box>
        </Box>
      ) : null}
      <Box>
        <Heading as="h4" fontSize="md" color="gray.900" mb="2">
          {t('contentPages.domains.requirementsTitle')}
        </Heading>
        {domain.requirements.length === 0 ? (
          <Text fontSize="sm" color="gray.500">
            {t('contentPages.domains.requirementsEmpty')}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
            <Table.Root size="sm" variant="line">
              <Table.Body>
                {domain.requirements.map((requirement) => (
                  <Table.Row key={requirement.id}>
                    <Table.Cell width="40%">
                      <Text fontWeight="medium" color="gray.900">
                        <span>{requirement.name}</span>{' '}
                        <Badge
                          ms="1"
                          size="sm"
                          variant="subtle"
                          colorPalette={requirement.required ? 'red' : 'gray'}
                        >
                          {requirement.required
                            ? t('contentPages.domains.required')
                            : t('contentPages.domains.optional')}
                        </Badge>
                      </Text>
                      {requirement.description ? (
                        <Text fontSize="xs" color="gray.500" mt="0.5">
                          {requirement.description}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell color="gray.600">
                      {t('contentPages.domains.fileTypes', {
                        types: requirement.allowedTypes
                          .map((type) => type.toUpperCase())
                          .join('、'),
                      })}
                    </Table.Cell>
                    <Table.Cell color="gray.600" whiteSpace="nowrap">
                      {t('contentPages.domains.maxSize', {
                        size: formatFileSize(requirement.maxSizeBytes),
                      })}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </Stack>
  );
}
