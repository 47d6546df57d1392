/**
 * The 长辈模式 switch of the public header and the workspace header: a button whose `aria-pressed`
 * tells whether larger type and spacing are on (src/lib/elderly-mode.ts). A change is also said in a
 * polite live region, so a screen reader user hears that the page has grown or shrunk; the region
 * stays empty until the person presses the button, so nothing is announced on page load.
 */
import { Box, Button } from '@chakra-ui/react';
import { ALargeSmall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useElderlyMode } from '@/lib/elderly-mode';
import { useHydrated } from '@/lib/use-hydrated';

export type ElderlyModeToggleProps = {
  /** `onDark` for a dark header band (the workspace's). */
  tone?: 'onLight' | 'onDark';
};

export function ElderlyModeToggle({ tone = 'onLight' }: ElderlyModeToggleProps) {
  const { t } = useTranslation();
  const [on, setOn] = useElderlyMode();
  const [announcement, setAnnouncement] = useState('');
  // A server-drawn page shows the toggle before the scripts that apply it run.
  const hydrated = useHydrated();
  const onDark = tone === 'onDark';

  return (
    <>
      <Button
        type="button"
        size="xs"
        variant="ghost"
        aria-pressed={on}
        disabled={!hydrated}
        title={t('elderlyMode.hint')}
        px="2"
        gap="1"
        fontSize="sm"
        flexShrink={0}
        color={onDark ? 'white' : 'brand.fg'}
        _hover={{ bg: onDark ? 'whiteAlpha.200' : 'brand.subtle' }}
        _pressed={{
          bg: onDark ? 'white' : 'brand.solid',
          color: onDark ? 'brand.900' : 'white',
          // Pointed at while on: a shade of the pressed look, never the light hover of the off state
          // under white text.
          _hover: { bg: onDark ? 'whiteAlpha.900' : 'brand.700' },
        }}
        focusRingColor={onDark ? 'white' : undefined}
        onClick={() => {
          setOn(!on);
          setAnnouncement(t(on ? 'elderlyMode.turnedOff' : 'elderlyMode.turnedOn'));
        }}
      >
        <ALargeSmall aria-hidden="true" />
        {t('elderlyMode.label')}
      </Button>
      <Box as="span" role="status" aria-live="polite" srOnly>
        {announcement}
      </Box>
    </>
  );
}
