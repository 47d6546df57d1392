/**
 * The two ways in (DESIGN §1): 法人用户 through the government SSO, and 平台运营人员 with account,
 * password and SMS code. As a list inside the login card, or as two large cards on /login/choose.
 * Choosing 法人用户 leaves for the SSO at once, with `preUrl` kept in the return address.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  Circle,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Building2, ChevronRight, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { useMessageText } from '@/lib/use-message-text';
import { useCorporateLogin, type CorporateLoginActor } from '../hooks/use-corporate-login';
import { operatorLoginPath } from '../login-paths';

type LoginOptionsProps = {
  preUrl: string | null;
  layout?: 'list' | 'cards';
  /** Leaves for the SSO; tests pass a spy instead of a real page navigation. */
  redirect?: (address: string) => void;
};

type Option = {
  key: 'corporate' | 'operator';
  icon: ReactNode;
  title: string;
  action: string;
  text: string;
};

function useLeavingForSso(actor: CorporateLoginActor): boolean {
  return useSelector(
    actor,
    (snapshot) => snapshot.matches('preparingSsoAddress') || snapshot.matches('redirectingToSso'),
  );
}

export function LoginOptions({ preUrl, layout = 'list', redirect }: LoginOptionsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const corporate = useCorporateLogin({ preUrl, ...(redirect ? { redirect } : {}) });
  const leaving = useLeavingForSso(corporate);
  const error = useSelector(corporate, (snapshot) => snapshot.context.error);
  const start = () => corporate.send({ type: 'login.start' });
  const retry = () => corporate.send({ type: 'login.retry' });

  const options: Option[] = [
    {
      key: 'corporate',
      icon: <Building2 />,
      title: t('login.corporateTitle'),
      action: t('login.corporateAction'),
      text: t('login.corporateText'),
    },
    {
      key: 'operator',
      icon: <UserCog />,
      title: t('login.operatorTitle'),
      action: t('login.operatorAction'),
      text: t('login.operatorText'),
    },
  ];
  const operatorTo = operatorLoginPath(preUrl);
  const onCorporate = error === null ? start : retry;

  return (
    <Stack gap="5">
      {layout === 'list' ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('login.optionsLabel')}>
          {options.map((option) => (
            <Box as="li" key={option.key}>
              {option.key === 'corporate' ? (
                <OptionRow option={option} loading={leaving} onClick={onCorporate} />
              ) : (
                <OptionRow option={option} to={operatorTo} />
              )}
            </Box>
          ))}
        </Stack>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none">
          {options.map((option) => (
            <Box as="li" key={option.key} display="flex">
              <OptionCard option={option}>
                {option.key === 'corporate' ? (
                  <Button
                    colorPalette="brand"
                    size="lg"
                    width="full"
                    loading={leaving}
                    loadingText={t('login.goingToSso')}
                    onClick={onCorporate}
                  >
                    {option.action}
                  </Button>
                ) : (
                  <Button asChild colorPalette="brand" variant="outline" size="lg" width="full">
                    <RouterLink to={operatorTo}>{option.action}</RouterLink>
                  </Button>
                )}
              </OptionCard>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{text(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function OptionIcon({ children, size }: { children: ReactNode; size: '11' | '14' }) {
  return (
    <Circle
      size={size}
      bg="brand.subtle"
      color="brand.solid"
      flexShrink={0}
      aria-hidden="true"
      css={{ '& svg': { width: size === '14' ? '28px' : '22px', height: 'auto' } }}
    >
      {children}
    </Circle>
  );
}

type OptionRowProps = { option: Option } & (
  | { to: string; onClick?: never; loading?: never }
  | { to?: never; onClick: () => void; loading: boolean }
);

/** One way in as a wide button: icon, the action, one line of explanation. */
function OptionRow(props: OptionRowProps) {
  const { t } = useTranslation();
  const { option } = props;
  const content = (
    <>
      <OptionIcon size="11">{option.icon}</OptionIcon>
      <Box flex="1" minWidth="0" textAlign="start" whiteSpace="normal">
        <Text fontWeight="bold" color="gray.900" fontSize="md">
          {option.action}
        </Text>
        <Text fontSize="sm" color="gray.600" fontWeight="normal" lineHeight="1.6" mt="0.5">
          {option.text}
        </Text>
      </Box>
      <ChevronRight aria-hidden="true" />
    </>
  );
  const style = {
    variant: 'outline' as const,
    width: 'full',
    height: 'auto',
    justifyContent: 'flex-start',
    gap: '4',
    px: '4',
    py: '4',
    rounded: 'xl',
    borderColor: 'gray.200',
    color: 'gray.500',
    _hover: { borderColor: 'brand.300', bg: 'brand.50' },
  };
  if (props.to !== undefined) {
    return (
      <Button asChild {...style}>
        <RouterLink to={props.to}>{content}</RouterLink>
      </Button>
    );
  }
  return (
    <Button
      {...style}
      loading={props.loading}
      loadingText={t('login.goingToSso')}
      onClick={props.onClick}
    >
      {content}
    </Button>
  );
}

/** One way in as a large card for /login/choose. */
function OptionCard({ option, children }: { option: Option; children: ReactNode }) {
  return (
    <Card.Root
      flex="1"
      variant="outline"
      rounded="xl"
      borderColor="gray.200"
      _hover={{ borderColor: 'brand.300', boxShadow: '0 12px 32px rgba(12, 61, 127, 0.10)' }}
      transition="border-color 0.2s, box-shadow 0.2s"
    >
      <Card.Body gap="4" p={{ base: '6', md: '8' }}>
        <OptionIcon size="14">{option.icon}</OptionIcon>
        <Heading as="h2" fontSize="xl" color="gray.900">
          {option.title}
        </Heading>
        <Text color="gray.600" lineHeight="1.8" flex="1">
          {option.text}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: '6', md: '8' }} pb={{ base: '6', md: '8' }}>
        {children}
      </Card.Footer>
    </Card.Root>
  );
}
