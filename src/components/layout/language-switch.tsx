/**
 * The language switch of the public header and the workspace header, beside the 长辈模式 toggle and in
 * its style. It names the other language in that language ("English" on a Chinese page, "中文" on an
 * English one), as bilingual government sites do. That visible name is also its accessible name (a
 * different aria-label would break label-in-name); the title says what it does. The choice is
 * remembered in the `portal_lang` cookie (src/i18n/i18n.ts). English is fetched the first time it is
 * chosen, so the button waits meanwhile.
 */
import { Button } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { showErrorToast } from '@/components/ui/toaster';
import { useHydrated } from '@/lib/use-hydrated';
import { currentLanguage, switchLanguage, type Language } from '@/i18n/i18n';

export type LanguageSwitchProps = {
  /** `onDark` for a dark header band (the workspace's). */
  tone?: 'onLight' | 'onDark';
};

/** The language each language offers to switch to, and how that language writes its own name. */
const otherLanguage: Record<Language, { language: Language; lang: string }> = {
  'zh-CN': { language: 'en-US', lang: 'en' },
  'en-US': { language: 'zh-CN', lang: 'zh' },
};

export function LanguageSwitch({ tone = 'onLight' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  // A server-drawn page shows the switch before the scripts that switch run.
  const hydrated = useHydrated();
  const onDark = tone === 'onDark';
  const target = otherLanguage[currentLanguage()];

  const onClick = () => {
    setSwitching(true);
    switchLanguage(target.language)
      .catch((error: unknown) => {
        console.warn('The interface language could not be switched.', error);
        showErrorToast(t('language.switchFailed'));
      })
      .finally(() => setSwitching(false));
  };

  return (
    <Button
      type="button"
      size="xs"
      variant="ghost"
      title={t('language.switchHint')}
      aria-busy={switching || undefined}
      disabled={switching || !hydrated}
      px="2"
      gap="1"
      fontSize="sm"
      flexShrink={0}
      color={onDark ? 'white' : 'brand.fg'}
      _hover={{ bg: onDark ? 'whiteAlpha.200' : 'brand.subtle' }}
      focusRingColor={onDark ? 'white' : undefined}
      onClick={onClick}
    >
      <Languages aria-hidden="true" />
      <span lang={target.lang}>{t('language.switchTo')}</span>
    </Button>
  );
}
