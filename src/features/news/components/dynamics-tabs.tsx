/**
 * The two sections of /dynamics: 运营动态 (operation news) and 通知公告 (notices). The chosen section
 * is the `category` query parameter, so it can be linked to and Back returns to it. The chosen
 * section's tab panel holds its filters and list (`children`), so each tab controls a real panel.
 */
import { Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicsSections, type DynamicsSection } from '../article-list-params';

type DynamicsTabsProps = {
  value: DynamicsSection;
  onChange: (section: DynamicsSection) => void;
  children: ReactNode;
};

function isSection(value: string): value is DynamicsSection {
  return (dynamicsSections as readonly string[]).includes(value);
}

export function DynamicsTabs({ value, onChange, children }: DynamicsTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        if (isSection(details.value)) onChange(details.value);
      }}
      variant="enclosed"
      colorPalette="brand"
      activationMode="manual"
    >
      <Tabs.List
        aria-label={t('contentPages.news.sectionTabs')}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
      >
        {dynamicsSections.map((section) => (
          <Tabs.Trigger key={section} value={section} px="6">
            {t(`contentPages.news.categories.${section}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} pt="5" pb="0">
        <Stack gap="5">{children}</Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
