/**
 * The screen around a printable sheet: the page's title band, a bar with 打印 (the browser's print
 * dialog) and the way back, a hint on the paper to choose, and the sheet on a grey desk. Printed, only
 * the sheet remains. Loading and failure states use the same frame, without the 打印 button.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { WorkspacePage } from '@/components/page/workspace-page';
import { PrintStyles } from './print-styles';

type PrintFrameProps = {
  title: string;
  /** Where 返回 leads; none while the application is unknown. */
  backTo?: string;
  /** Whether the sheet is ready to print. */
  printable?: boolean;
  children: ReactNode;
};

export function PrintFrame({ title, backTo, printable = false, children }: PrintFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <PrintStyles />
      <WorkspacePage title={title}>
        <Stack gap="4">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {backTo !== undefined ? (
              <Button asChild size="sm" variant="ghost" colorPalette="brand" ps="1">
                <RouterLink to={backTo}>
                  <ArrowLeft aria-hidden="true" />
                  {t('casePrint.back')}
                </RouterLink>
              </Button>
            ) : (
              <span />
            )}
            {printable ? (
              <Flex align="center" gap="3" wrap="wrap">
                <Text fontSize="sm" color="gray.600">
                  {t('casePrint.printHint')}
                </Text>
                <Button colorPalette="brand" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  {t('casePrint.print')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
          <Box bg="gray.100" rounded="lg" p={{ base: '2', md: '6' }} overflowX="auto">
            {children}
          </Box>
        </Stack>
      </WorkspacePage>
    </>
  );
}
