/**
 * 删除草稿 on the workspace home and on a draft's detail: offered only for a draft never submitted,
 * confirmed in a dialog, then the list loads again (or the detail goes back to the list) with a toast.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { toaster } from '@/components/ui/toaster';
import { apiUrl, fail, http, ok, startMswApi } from '../../support/msw-api';
import { currentAddress, renderApp, signIn } from '../app/render-app';
import {
  applicationId,
  draftHistory,
  historyRow,
  rejectedHistory,
  sampleDetail,
  sampleSummary,
} from './application-samples';

type Summary = components['schemas']['ApplicationSummary'];

const refusal = '已提交过的申请不能删除，仅可删除从未提交的草稿';
let listed: Summary[];
let listCalls = 0;
const deleted: unknown[] = [];

const { server, install } = startMswApi(
  http.post(apiUrl('/second/domain-application/list'), () => {
    listCalls += 1;
    return ok({ list: listed, total: listed.length, page: 1, pageSize: 100 });
  }),
  http.get(apiUrl('/second/message/unread-count'), () => ok({ unread: 0 })),
  http.post(apiUrl('/second/announcement/list'), () =>
    ok({ list: [], total: 0, page: 1, pageSize: 6 }),
  ),
  http.post(apiUrl('/second/domain-application/delete'), async ({ request }) => {
    const body = (await request.json()) as { id: string };
    deleted.push(body);
    listed = listed.filter((item) => item.id !== body.id);
    return ok({ id: body.id });
  }),
);

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  deleted.length = 0;
  listCalls = 0;
  listed = [
    sampleSummary(1, 'draft', { domainName: '金融专区', version: 2 }),
    // Returned, then revised into a draft: it has a case number and is kept.
    sampleSummary(2, 'draft', {
      domainName: '医疗健康专区',
      round: 2,
      caseNumber: 'JS2026000002',
      submittedAt: null,
    }),
    sampleSummary(3, 'firstReview', { domainName: '交通出行专区' }),
  ];
});

const deleteButtonName = '删除草稿：金融专区';

describe('删除草稿', () => {
  it('offers it only on a never-submitted draft and deletes it after confirmation', async () => {
    install();
    const toast = vi.spyOn(toaster, 'create');
    signIn();
    const user = userEvent.setup();
    renderApp('/workspace/home');
    const panel = await screen.findByRole('tabpanel');
    const revised = within(panel).getByRole('listitem', { name: '医疗健康专区' });
    expect(within(revised).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    const inReview = within(panel).getByRole('listitem', { name: '交通出行专区' });
    expect(within(inReview).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();

    const draft = within(panel).getByRole('listitem', { name: '金融专区' });
    await user.click(within(draft).getByRole('button', { name: deleteButtonName }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除草稿' });
    expect(dialog).toHaveTextContent('确定删除该草稿吗？删除后不可恢复。');

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(draft).getByRole('button', { name: deleteButtonName }));
    const again = await screen.findByRole('alertdialog', { name: '删除草稿' });
    await user.click(within(again).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(deleted).toEqual([{ id: applicationId(1), version: 2 }]));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'success', title: '草稿已删除' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('tabpanel')).queryByRole('listitem', { name: '金融专区' }),
      ).not.toBeInTheDocument(),
    );
    expect(listCalls).toBe(2);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reports a refusal and reloads the list when the server keeps the draft', async () => {
    const { notifyError } = install();
    const toast = vi.spyOn(toaster, 'create');
    server.use(http.post(apiUrl('/second/domain-application/delete'), () => fail(4090, refusal)));
    signIn();
    const user = userEvent.setup();
    renderApp('/workspace/home');
    const panel = await screen.findByRole('tabpanel');
    const draft = within(panel).getByRole('listitem', { name: '金融专区' });
    await user.click(within(draft).getByRole('button', { name: deleteButtonName }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除草稿' });
    await user.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(listCalls).toBe(2));
    expect(toast).not.toHaveBeenCalled();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('deletes a draft from its detail and goes back to the list', async () => {
    const detail = sampleDetail('draft', draftHistory, { version: 2 });
    install();
    const toast = vi.spyOn(toaster, 'create');
    server.use(http.post(apiUrl('/second/domain-application/detail'), () => ok(detail)));
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp(`/workspace/domain/detail?id=${applicationId(1)}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    await user.click(within(actions).getByRole('button', { name: deleteButtonName }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除草稿' });
    await user.click(within(dialog).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(deleted).toEqual([{ id: applicationId(1), version: 2 }]));
    await waitFor(() => expect(currentAddress(router)).toBe('/workspace/home'));
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: '草稿已删除' });
    expect(await screen.findByRole('tablist', { name: '按状态筛选入驻申请' })).toBeVisible();
  });

  it('offers no deletion on the detail of a revised draft, which has a case history', async () => {
    const revised = sampleDetail(
      'draft',
      [...rejectedHistory, historyRow(4, 'rejected', 'revise', 'draft', { round: 2 })],
      { round: 2, caseNumber: 'JS2026000001', submittedAt: null },
    );
    install();
    server.use(http.post(apiUrl('/second/domain-application/detail'), () => ok(revised)));
    signIn();
    renderApp(`/workspace/domain/detail?id=${applicationId(1)}`);
    const actions = await screen.findByRole('region', { name: '可办理的操作' });
    expect(within(actions).getByRole('link', { name: '提交申请' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });
});
