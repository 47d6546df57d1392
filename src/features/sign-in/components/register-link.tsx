/**
 * 注册 for companies without a government SSO account: the SSO's register address (from the server,
 * cached, or the built-in fallback), opened in a new tab.
 */
import { Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useRegisterAddress } from '@/lib/auth/use-register-address';

export function RegisterLink() {
  const { t } = useTranslation();
  const address = useRegisterAddress();
  return (
    <Text fontSize="sm" color="gray.600">
      {t('login.noAccount')}
      <Link
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        fontWeight="medium"
        ms="1"
      >
        {t('login.register')}
        <ExternalLink aria-hidden="true" size={14} />
        <Text as="span" srOnly>
          {t('login.opensInNewTab')}
        </Text>
      </Link>
    </Text>
  );
}
