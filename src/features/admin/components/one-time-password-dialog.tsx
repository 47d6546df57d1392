/**
 * The password the server generated for a new account or a reset, shown this once: whose it is, the
 * password itself with a copy button, and the warning that it cannot be seen again and must be changed
 * at the next login. Closing the dialog forgets it.
 */
import { Alert, Box, Button, Code, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/ui/dialog-frame';

export type OneTimePassword = {
  kind: 'created' | 'reset';
  name: string;
  account: string;
  password: string;
};

type OneTimePasswordDialogProps = { shown: OneTimePassword | null; onClose: () => void };

export function OneTimePasswordDialog({ shown, onClose }: OneTimePasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={shown !== null}
      onClose={onClose}
      role="alertdialog"
      title={
        shown?.kind === 'reset'
          ? t('admin.accounts.password.resetTitle')
          : t('admin.accounts.password.createdTitle')
      }
    >
      {shown !== null ? (
        <PasswordBody key={shown.password} shown={shown} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}

function PasswordBody({ shown, onClose }: { shown: OneTimePassword; onClose: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="gray.700">
            {shown.kind === 'reset'
              ? t('admin.accounts.password.resetText', { name: shown.name, account: shown.account })
              : t('admin.accounts.password.createdText', {
                  name: shown.name,
                  account: shown.account,
                })}
          </Text>
          <Flex
            align="center"
            justify="space-between"
            gap="3"
            bg="gray.50"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            px="4"
            py="3"
            role="group"
            aria-labelledby={labelId}
          >
            <Stack gap="1" minWidth="0">
              <Text id={labelId} fontSize="xs" color="gray.600">
                {t('admin.accounts.password.label')}
              </Text>
              <Code
                fontSize="xl"
                fontWeight="bold"
                letterSpacing="0.06em"
                bg="transparent"
                color="gray.900"
                px="0"
                wordBreak="break-all"
                userSelect="all"
                data-testid="one-time-password"
              >
                {shown.password}
              </Code>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              flexShrink={0}
              onClick={() => void copyPassword()}
            >
              {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copy === 'copied'
                ? t('admin.accounts.password.copied')
                : t('admin.accounts.password.copy')}
            </Button>
          </Flex>
          <Box aria-live="polite" fontSize="sm" color="red.700" _empty={{ display: 'none' }}>
            {copy === 'failed' ? t('admin.accounts.password.copyFailed') : null}
          </Box>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('admin.accounts.password.onceTitle')}</Alert.Title>
              <Alert.Description>
                {shown.kind === 'reset'
                  ? t('admin.accounts.password.onceReset')
                  : t('admin.accounts.password.onceCreated')}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          {t('admin.accounts.password.done')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
