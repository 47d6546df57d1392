/**
 * The two sections of /dynamics: 运营动态 (operation news) and 通知公告 (notices). The chosen section
 * is the `category` query parameter, so it can be linked to and Back returns to it. The chosen
 * section's tab panel holds its filters and list (`children`), so each tab controls a real panel.
 * Each tab is a link to its section's address, which the browser follows before the scripts run.
 */
import { Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp } from '@/lib/follow-in-app';
import { dynamicsSections, type DynamicsSection } from '../article-list-params';

type DynamicsTabsProps = {
  value: DynamicsSection;
  onChange: (section: DynamicsSection) => void;
  hrefFor: (section: DynamicsSection) => string;
  children: ReactNode;
};

function isSection(value: string): value is DynamicsSection {
  return (dynamicsSections as readonly string[]).includes(value);
}

export function DynamicsTabs({ value, onChange, hrefFor, children }: DynamicsTabsProps) {
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
          <Tabs.Trigger key={section} value={section} px="6" asChild>
            {/* The link chooses the section itself; the tabs' own handling then leaves the click. */}
            <a href={hrefFor(section)} onClick={followInApp(() => onChange(section))}>
              {t(`contentPages.news.categories.${section}`)}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} pt="5" pb="0">
        <Stack gap="5">{children}</Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
