/**
 * Signs in on the government SSO stand-in (demo mode, /dev-sso/login) the way a person does: open the
 * login address the portal handed out, pick an identity by its name, and follow the redirect back to
 * the portal. The redirect is caught before the SPA sees it, so the ticket is still unused and the
 * caller can exchange it itself (`web/login/second`).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium';

export type SsoTicket = {
  ticket: string;
  /** The address the ticket was issued for: the return address without its ticket parameter. */
  service: string;
};

function isTicketReturnTo(portalOrigin: string, url: URL): boolean {
  return (
    url.origin === portalOrigin &&
    url.searchParams.has('ticket') &&
    !url.pathname.startsWith('/dev-sso')
  );
}

function toSsoTicket(returnUrl: URL): SsoTicket {
  const ticket = returnUrl.searchParams.get('ticket') ?? '';
  const service = new URL(returnUrl);
  service.searchParams.delete('ticket');
  service.hash = '';
  return { ticket, service: service.toString() };
}

export async function signInThroughSsoStandIn(
  portalBaseUrl: string,
  loginAddress: string,
  identityName: string,
): Promise<SsoTicket> {
  const portalOrigin = new URL(portalBaseUrl).origin;
  const isTicketReturn = (url: URL) => isTicketReturnTo(portalOrigin, url);
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    let returned: URL | null = null;
    await page.route(isTicketReturn, async (route) => {
      returned = new URL(route.request().url());
      // A stand-in page instead of the SPA, which would otherwise exchange the ticket itself.
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>已返回门户</title>',
      });
    });
    await page.goto(loginAddress);
    const choice = page
      .getByRole('button', { name: identityName })
      .or(page.getByRole('link', { name: identityName }))
      .first();
    await choice.click();
    await page.waitForURL(isTicketReturn);
    const url: URL | null = returned ?? new URL(page.url());
    if (!url || !isTicketReturn(url)) {
      throw new Error(`统一身份认证替身没有带着 ticket 回到门户（停在 ${page.url()}）`);
    }
    return toSsoTicket(url);
  } finally {
    await browser.close();
  }
}
