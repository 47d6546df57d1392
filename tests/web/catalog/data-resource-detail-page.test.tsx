import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentAddress, expectEndedAtNotFound, renderApp, signIn } from '../app/render-app';
import { productDetail, resourceDetail, resourceId } from './catalog-fixtures';
import { envelope, installClient, metadataOf, onGet, startCatalogServer } from './catalog-server';

startCatalogServer();

const detailUrl = `/dataResource/detail?id=${resourceId(2)}`;

function serveDetail() {
  const asked: string[] = [];
  onGet('/web/data-resource/detail', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    asked.push(id);
    return id === resourceId(2)
      ? envelope(0, '操作成功', resourceDetail(2))
      : envelope(4011, '数据资源不存在');
  });
  onGet('/web/data-product/detail', () => envelope(0, '操作成功', productDetail(1)));
  return asked;
}

describe('数据资源详情', () => {
  it('shows the header, the facts, the field table and the sample rows', async () => {
    installClient();
    const asked = serveDetail();
    renderApp(detailUrl);
    expect(await screen.findByRole('status', { name: '正在加载数据资源' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '资源2：企业登记信息' }),
    ).toBeVisible();
    expect(asked).toEqual([resourceId(2)]);
    expect(screen.getByText('资源编码：JS-GA-000002')).toBeVisible();

    const metadata = screen.getByRole('region', { name: '基本信息' });
    expect(metadataOf(metadata)).toEqual({
      提供部门: '江苏省市场监督管理局',
      所属区域: '江苏省',
      主题分类: '医疗卫生',
      开放类型: '有条件开放',
      更新频率: '每月',
      数据格式: 'CSV',
      数据量: '12,347 条',
      浏览次数: '102 次',
      更新时间: '2026-03-01',
    });
    expect(screen.getByText('每月更新一次。')).toBeVisible();

    const fields = screen.getByRole('region', { name: '字段信息' });
    const fieldRows = within(fields).getAllByRole('row');
    expect(fieldRows).toHaveLength(4);
    expect(
      within(fieldRows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'registered_capital', '小数', '注册资本（万元）']);

    const samples = screen.getByRole('region', { name: '样例数据' });
    const table = within(samples).getByRole('region', { name: '样例数据表格（可左右滚动）' });
    expect(table).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['统一社会信用代码', '注册资本（万元）', '成立日期']);
    const sampleRows = within(table).getAllByRole('row').slice(1);
    expect(
      within(sampleRows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['91320500MA2AB3C4D5', '空', '2021-11-30']);
  });

  it('links a related product to its detail', async () => {
    installClient();
    serveDetail();
    const user = userEvent.setup();
    const { router } = renderApp(detailUrl);
    const related = await screen.findByRole('region', { name: '关联数据产品' });
    await user.click(within(related).getByRole('link', { name: '企业信用画像服务' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '产品1：企业信用画像服务' }),
    ).toBeVisible();
    expect(currentAddress(router)).toBe(`/dataProduct/detail?id=${productDetail(1).id}`);
  });

  it('leads 申请使用 of a conditional resource to the domain application, through login when signed out', async () => {
    installClient();
    serveDetail();
    const user = userEvent.setup();
    const { router } = renderApp(detailUrl);
    const apply = await screen.findByRole('link', { name: '申请使用' });
    expect(apply).toHaveAttribute('href', `/workspace/domain/apply?resourceId=${resourceId(2)}`);
    await user.click(apply);
    const wanted = `/workspace/domain/apply?resourceId=${resourceId(2)}`;
    await waitFor(() =>
      expect(currentAddress(router)).toBe(`/login?preUrl=${encodeURIComponent(wanted)}`),
    );
  });

  it('opens the application directly for a signed-in user', async () => {
    installClient();
    serveDetail();
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp(detailUrl);
    await user.click(await screen.findByRole('link', { name: '申请使用' }));
    await screen.findByRole('heading', { level: 1, name: '专区申请' });
    expect(currentAddress(router)).toBe(`/workspace/domain/apply?resourceId=${resourceId(2)}`);
  });

  it('offers no 申请使用 for an unconditionally open resource', async () => {
    installClient();
    onGet('/web/data-resource/detail', () =>
      envelope(0, '操作成功', { ...resourceDetail(2), openType: 'unconditional' }),
    );
    renderApp(detailUrl);
    await screen.findByRole('heading', { level: 1, name: '资源2：企业登记信息' });
    expect(screen.queryByRole('link', { name: '申请使用' })).not.toBeInTheDocument();
    expect(screen.getByText('该资源无条件开放，可直接浏览字段与样例数据。')).toBeVisible();
  });

  it('ends at /404 for an id the server does not know (4011), Back returning to the page before', async () => {
    const deps = installClient();
    const asked = serveDetail();
    const { router } = renderApp(`/dataResource/detail?id=${resourceId(999)}`, { from: '/403' });
    await expectEndedAtNotFound(router, '/403');
    // The page moved itself, once; the client did not move too, nor toast.
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(asked).toEqual([resourceId(999)]);
  });

  it.each([
    '/dataResource/detail?id=abc',
    '/dataResource/detail?id=../../etc/passwd',
    '/dataResource/detail?id=',
    '/dataResource/detail',
  ])(
    'ends at /404 for %s, whose id cannot name a record, without asking the server',
    async (url) => {
      installClient();
      const asked = serveDetail();
      const { router } = renderApp(url, { from: '/403' });
      await expectEndedAtNotFound(router, '/403');
      expect(asked).toEqual([]);
    },
  );

  it('shows a failure with 重试', async () => {
    installClient();
    let failing = true;
    onGet('/web/data-resource/detail', () =>
      failing
        ? envelope(5000, '服务暂时不可用，请稍后再试')
        : envelope(0, '操作成功', resourceDetail(2)),
    );
    const user = userEvent.setup();
    renderApp(detailUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用，请稍后再试');
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '资源2：企业登记信息' }),
    ).toBeVisible();
  });
});
