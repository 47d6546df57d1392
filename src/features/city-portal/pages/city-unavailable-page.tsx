/**
 * A city portal (spec §2): each of the 13 cities currently shows 服务暂不可用 with the city's name and
 * the way back to the provincial platform.
 */
import { Button, Text } from '@chakra-ui/react';
import { Construction, House } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type CityCode } from '@/config/routes';
import { StatusPage } from '@/components/page/status-page';

export function CityUnavailablePage({ city }: { city: { code: CityCode; name: string } }) {
  const { t } = useTranslation();
  const name = t(`cities.${city.code}`);
  return (
    <StatusPage
      icon={<Construction />}
      title={name}
      text={t('city.unavailableText', { city: name })}
    >
      <Text
        as="p"
        mb="5"
        fontWeight="bold"
        color="orange.700"
        bg="orange.50"
        borderWidth="1px"
        borderColor="orange.200"
        rounded="full"
        px="4"
        py="1"
        display="inline-block"
      >
        {t('city.unavailableTitle')}
      </Text>
      <div>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>
            <House aria-hidden="true" />
            {t('city.backToProvince')}
          </RouterLink>
        </Button>
      </div>
    </StatusPage>
  );
}
