/**
 * 关于平台 on the home page: who runs the platform and what it is for, with a link to the full
 * about page.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PairedSection } from '@/components/home-section/paired-section';

export function AboutSummary() {
  const { t } = useTranslation();
  return (
    <PairedSection id="home-about" title={t('contentPages.home.aboutTitle')}>
      <Box
        flex="1"
        position="relative"
        overflow="hidden"
        bg="brand.900"
        color="whiteAlpha.900"
        rounded="lg"
        p={{ base: '5', md: '7' }}
        display="flex"
        flexDirection="column"
        gap="5"
      >
        <Box
          position="absolute"
          insetEnd="-6"
          bottom="-6"
          color="whiteAlpha.100"
          aria-hidden="true"
        >
          <ShieldCheck size={140} strokeWidth={1} />
        </Box>
        <Text position="relative" lineHeight="1.9">
          {t('contentPages.home.aboutSummary')}
        </Text>
        <Button
          asChild
          position="relative"
          alignSelf="flex-start"
          mt="auto"
          bg="white"
          color="brand.800"
          _hover={{ bg: 'brand.50' }}
          focusRingColor="white"
        >
          <RouterLink to={paths.about}>
            {t('contentPages.home.aboutLink')}
            <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Box>
    </PairedSection>
  );
}
