/** The loading state of a catalogue detail: the header band and panels as placeholders. */
import { Box, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { PageContainer } from '@/components/page/page-container';

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
        <PageContainer py={{ base: '5', md: '7' }}>
          <Skeleton height="4" width="30%" mb="4" />
          <Skeleton height="8" width="55%" mb="3" />
          <Skeleton height="4" width="40%" />
        </PageContainer>
      </Box>
      <PageContainer py={{ base: '5', md: '8' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="5">
          <Stack gap="5">
            {[0, 1, 2].map((panel) => (
              <Box
                key={panel}
                bg="white"
                borderWidth="1px"
                borderColor="gray.200"
                rounded="lg"
                p="6"
              >
                <Skeleton height="5" width="20%" mb="4" />
                <SkeletonText noOfLines={4} gap="3" />
              </Box>
            ))}
          </Stack>
          <Box
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="6"
            height="fit-content"
          >
            <SkeletonText noOfLines={5} gap="3" />
          </Box>
        </Grid>
      </PageContainer>
    </Box>
  );
}
