import { Link } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export const mainContentId = 'main-content';

/** The first focusable element of every page: lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${mainContentId}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.solid"
      color="white"
      px="4"
      py="2"
      rounded="md"
      _focusVisible={{ top: '2' }}
    >
      {t('common.skipToContent')}
    </Link>
  );
}
