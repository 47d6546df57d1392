/**
 * The pages of the SSO stand-in: self-contained HTML (inline styles, no scripts, no external assets),
 * in Chinese, with every piece of text escaped. The look borrows the portal's primary colour so people
 * trying the demo see where they are, and every page says plainly that it is a demonstration.
 */
import { devSsoIdentities, type DevSsoIdentity } from './dev-sso-identities';
import { escapeHtml } from './html-escape';

export const devSsoTitle = '江苏政务服务网统一身份认证（演示）';

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif;
    color: #1f2937; background: #f3f6fb; line-height: 1.6; }
  header { background: #046af3; color: #fff; padding: 20px 24px; }
  header h1 { margin: 0; font-size: 20px; font-weight: 600; }
  header p { margin: 4px 0 0; font-size: 13px; opacity: 0.9; }
  main { max-width: 640px; margin: 32px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.12);
    padding: 24px; margin-bottom: 16px; }
  .card h2 { margin: 0 0 12px; font-size: 16px; }
  .notice { background: #fff7e6; border: 1px solid #ffd591; color: #874d00; border-radius: 6px;
    padding: 10px 14px; font-size: 14px; margin-bottom: 16px; }
  .error { background: #fff1f0; border-color: #ffa39e; color: #a8071a; }
  form { margin: 0 0 12px; }
  button { width: 100%; text-align: left; border: 1px solid #d0d7e2; background: #fff; border-radius: 6px;
    padding: 12px 16px; font: inherit; color: inherit; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #046af3; background: #f0f6ff; outline: none; }
  button:focus-visible { box-shadow: 0 0 0 3px rgba(4, 106, 243, 0.3); }
  .name { display: block; font-size: 16px; font-weight: 600; }
  .meta { display: block; font-size: 13px; color: #4b5563; }
  a { color: #046af3; }
  footer { text-align: center; font-size: 12px; color: #6b7280; margin: 24px 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header>
<h1>${escapeHtml(devSsoTitle)}</h1>
<p>江苏省公共数据授权运营平台演示环境专用，不连接真实的政务服务网</p>
</header>
<main>
${body}
</main>
<footer>演示环境 · 所列身份均为虚构</footer>
</body>
</html>
`;
}

function identityButton(
  identity: DevSsoIdentity,
  hidden: { uuid: string; service: string },
): string {
  const details =
    identity.kind === 'legal'
      ? `法人 · 统一社会信用代码 ${identity.creditCode ?? ''} · 经办人 ${identity.name}`
      : '自然人 · 个人账号';
  const title = identity.kind === 'legal' ? (identity.corName ?? identity.name) : identity.name;
  return `<form method="post" action="/dev-sso/login">
<input type="hidden" name="uuid" value="${escapeHtml(hidden.uuid)}">
<input type="hidden" name="service" value="${escapeHtml(hidden.service)}">
<input type="hidden" name="identity" value="${escapeHtml(identity.key)}">
<button type="submit"><span class="name">${escapeHtml(title)}</span><span class="meta">${escapeHtml(details)}</span></button>
</form>`;
}

/** The sign-in page: one button per identity, each posting the login attempt back. */
export function loginPage(options: {
  uuid: string;
  service: string;
  signedInAs: DevSsoIdentity | undefined;
}): string {
  const { uuid, service, signedInAs } = options;
  const legal = devSsoIdentities.filter((identity) => identity.kind === 'legal');
  const natural = devSsoIdentities.filter((identity) => identity.kind === 'natural');
  const current =
    signedInAs === undefined
      ? ''
      : `<p class="notice">您已在本认证服务登录为：${escapeHtml(
          signedInAs.corName ?? signedInAs.name,
        )}。可继续选择该身份，也可改用其他身份。</p>`;
  return page(
    devSsoTitle,
    `${current}<section class="card" aria-labelledby="legal-heading">
<h2 id="legal-heading">法人登录</h2>
${legal.map((identity) => identityButton(identity, { uuid, service })).join('\n')}
</section>
<section class="card" aria-labelledby="natural-heading">
<h2 id="natural-heading">个人登录</h2>
${natural.map((identity) => identityButton(identity, { uuid, service })).join('\n')}
</section>
<p class="meta">选择一个身份即完成认证，随后返回江苏省公共数据授权运营平台。</p>`,
  );
}

/** A problem with the login request itself, with the way back to the portal when one is known. */
export function problemPage(message: string, backTo: string | null): string {
  const back =
    backTo === null
      ? ''
      : `<p><a href="${escapeHtml(backTo)}">返回江苏省公共数据授权运营平台</a></p>`;
  return page(
    `无法完成认证 - ${devSsoTitle}`,
    `<section class="card"><h2>无法完成认证</h2><p class="notice error">${escapeHtml(message)}</p>${back}</section>`,
  );
}

/** Shown after logging out when there is no portal address to return to. */
export function loggedOutPage(): string {
  return page(
    `已退出 - ${devSsoTitle}`,
    '<section class="card"><h2>已退出统一身份认证</h2><p>您已退出本认证服务（演示）。</p></section>',
  );
}

export function registerPage(backTo: string): string {
  return page(
    `注册 - ${devSsoTitle}`,
    `<section class="card"><h2>注册账号</h2>
<p>法人用户的账号在江苏政务服务网注册与管理。本平台不单独注册账号：在政务服务网完成法人注册和实名认证后，即可使用统一身份认证登录本平台。</p>
<p class="notice">当前为演示环境，请直接使用登录页列出的演示身份。</p>
<p><a href="${escapeHtml(backTo)}">返回江苏省公共数据授权运营平台</a></p></section>`,
  );
}
