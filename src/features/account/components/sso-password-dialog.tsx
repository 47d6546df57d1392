/**
 * 修改密码 for corporate users: their password belongs to the government SSO, not to this portal, so
 * the dialog says so and links to the SSO's account site (the register address, spec §7).
 */
import { Button, Dialog, Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useRegisterAddress } from '@/lib/auth/use-register-address';

export function SsoPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('account.changePassword')}>
      <Dialog.Body>
        <Text color="gray.700" lineHeight="1.8">
          {t('account.ssoPasswordText')}
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('account.close')}
        </Button>
        <SsoAccountLink />
      </Dialog.Footer>
    </DialogFrame>
  );
}

function SsoAccountLink() {
  const { t } = useTranslation();
  const address = useRegisterAddress();
  return (
    <Button asChild colorPalette="brand">
      <Link href={address} target="_blank" rel="noopener noreferrer" textDecoration="none">
        {t('account.ssoAccountLink')}
        <ExternalLink aria-hidden="true" />
        <Text as="span" srOnly>
          {t('login.opensInNewTab')}
        </Text>
      </Link>
    </Button>
  );
}
