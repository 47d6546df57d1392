/**
 * The SSO's way back (/login?ticket=…): the ticket is exchanged for a session while the page says so;
 * then on to `preUrl`. A refused natural-person identity (3166, the notice also opens) or any other
 * failure is explained, with 重新登录 to go through the SSO again.
 */
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useMessageText } from '@/lib/use-message-text';
import { useCorporateLogin } from '../hooks/use-corporate-login';
import { useFinishLogin } from '../hooks/use-finish-login';
import { RegisterLink } from './register-link';

export function CorporateCallback({ preUrl }: { preUrl: string | null }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const actor = useCorporateLogin({ preUrl });
  const finish = useFinishLogin(preUrl);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const refused = useSelector(actor, (snapshot) => snapshot.matches('legalPersonOnly'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const leaving = useSelector(
    actor,
    (snapshot) => snapshot.matches('preparingSsoAddress') || snapshot.matches('redirectingToSso'),
  );
  const session = useSelector(actor, (snapshot) =>
    snapshot.status === 'done' ? snapshot.output.session : null,
  );

  useEffect(() => {
    if (session !== null) finish(session);
  }, [session, finish]);

  if (refused || failed) {
    return (
      <Stack gap="6">
        <Alert.Root status={refused ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {refused ? t('login.legalPersonOnlyTitle') : t('login.callbackFailedTitle')}
            </Alert.Title>
            <Alert.Description>
              {refused ? t('login.legalPersonOnlyText') : text(context.error)}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={leaving}
            loadingText={t('login.goingToSso')}
            onClick={() => actor.send({ type: 'login.retry' })}
          >
            {t('login.retry')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.home}>{t('common.backHome')}</RouterLink>
          </Button>
        </HStack>
        {refused ? <RegisterLink /> : null}
      </Stack>
    );
  }

  return (
    <HStack gap="4" role="status" aria-live="polite" py="6">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text color="gray.700" fontSize="md">
        {leaving
          ? t('login.goingToSso')
          : session !== null
            ? t('login.redirecting')
            : t('login.callbackProgress')}
      </Text>
    </HStack>
  );
}
