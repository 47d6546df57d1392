/**
 * The two sections of /dynamics: 运营动态 (operation news) and 通知公告 (notices). The chosen section
 * is the `category` query parameter, so it can be linked to and Back returns to it. The chosen
 * section's tab panel holds its filters and list (`children`), so each tab controls a real panel.
 * Each tab is a link to its section's address, which the browser follows before the scripts run.
 */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LightTabs } from '@/components/ui/light-tabs';
import { dynamicsSections, type DynamicsSection } from '../article-list-params';

type DynamicsTabsProps = {
  value: DynamicsSection;
  onChange: (section: DynamicsSection) => void;
  hrefFor: (section: DynamicsSection) => string;
  children: ReactNode;
};

export function DynamicsTabs({ value, onChange, hrefFor, children }: DynamicsTabsProps) {
  const { t } = useTranslation();
  return (
    <LightTabs
      value={value}
      onValueChange={onChange}
      activation="manual"
      variant="enclosed"
      label={t('contentPages.news.sectionTabs')}
      listCss={{ bg: 'white', borderWidth: '1px', borderColor: 'gray.200' }}
      triggerCss={{ px: '6' }}
      contentCss={{ pt: '5', pb: '0' }}
      tabs={dynamicsSections.map((section) => ({
        value: section,
        label: t(`contentPages.news.categories.${section}`),
        href: hrefFor(section),
      }))}
    >
      <Stack gap="5">{children}</Stack>
    </LightTabs>
  );
}
