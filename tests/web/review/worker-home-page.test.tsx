/**
 * 审核工作台: the queues the user's rights allow with their counts, overdue counts and oldest items;
 * shortcuts for operators without review rights; a corporate user goes to 工作台.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse } from '../../support/fake-fetch';
import { corporateUser, renderPortal, type ScriptedServer } from '../auth/render-portal';
import { firstReviewer, oldest, second, summary } from './review-fixtures';

const finalItem = summary('b0000000-0000-4000-8000-000000000001', '无锡数联科技有限公司', {
  state: 'finalReview',
});

/** Answers the queue by the stage and the overdue filter asked for. */
const queueServer: ScriptedServer = {
  '/primary/review/queue': async (request) => {
    const body: unknown = await request.json();
    const stage: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'stage') : null;
    const overdueOnly: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'overdueOnly') : false;
    const list = stage === 'firstReview' ? [oldest, second] : [finalItem];
    const shown = overdueOnly === true ? list.filter((item) => item.overdue) : list;
    return envelopeResponse(0, '', { list: shown, total: shown.length, page: 1, pageSize: 3 });
  },
};

describe('审核工作台', () => {
  it('shows a first reviewer the first-review queue with its counts and oldest applications', async () => {
    const { calls } = renderPortal('/workspace/workerhome', queueServer, {
      signedInAs: firstReviewer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '审核工作台' })).toBeVisible();
    const card = await screen.findByRole('region', { name: '入驻初审待办' });
    expect(await within(card).findByText('2 件')).toBeVisible();
    expect(within(card).getByText('1 件')).toBeVisible();
    expect(within(card).getByRole('link', { name: '江苏数源科技有限公司' })).toHaveAttribute(
      'href',
      `/workspace/domain/firstReview?id=${oldest.id}`,
    );
    const [first] = within(card).getAllByRole('listitem');
    expect(within(first!).getByText('已超期')).toBeVisible();
    expect(within(card).getByRole('link', { name: '进入入驻初审' })).toHaveAttribute(
      'href',
      '/workspace/domain/firstReview',
    );
    expect(screen.queryByRole('region', { name: '入驻终审待办' })).not.toBeInTheDocument();
    expect(calls().every((path) => path === '/primary/review/queue')).toBe(true);
  });

  it('shows both queues to a user holding both review rights', async () => {
    renderPortal('/workspace/workerhome', queueServer, {
      signedInAs: { ...firstReviewer, rights: ['domain:first-review', 'domain:final-review'] },
    });
    const finalCard = await screen.findByRole('region', { name: '入驻终审待办' });
    expect(
      await within(finalCard).findByRole('link', { name: '无锡数联科技有限公司' }),
    ).toHaveAttribute('href', `/workspace/domain/finalReview?id=${finalItem.id}`);
    expect(within(finalCard).getByText('0 件')).toBeVisible();
    expect(screen.getByRole('region', { name: '入驻初审待办' })).toBeVisible();
  });

  it('offers a content editor and auditor their shortcuts instead of queues', async () => {
    const { calls } = renderPortal('/workspace/workerhome', queueServer, {
      signedInAs: { ...firstReviewer, rights: ['content:edit', 'audit:read'] },
    });
    const shortcuts = await screen.findByRole('region', { name: '常用功能' });
    expect(within(shortcuts).getByRole('link', { name: '公告管理' })).toHaveAttribute(
      'href',
      '/workspace/content/announcements',
    );
    expect(within(shortcuts).getByRole('link', { name: '入驻材料配置' })).toHaveAttribute(
      'href',
      '/workspace/content/entry-config',
    );
    expect(within(shortcuts).getByRole('link', { name: '流程审计' })).toHaveAttribute(
      'href',
      '/workspace/audit',
    );
    expect(screen.queryByRole('region', { name: '入驻初审待办' })).not.toBeInTheDocument();
    expect(calls()).not.toContain('/primary/review/queue');
  });

  it('explains a queue that failed to load and offers 重试', async () => {
    renderPortal(
      '/workspace/workerhome',
      { '/primary/review/queue': () => envelopeResponse(5000, '服务暂时不可用，请稍后重试') },
      { signedInAs: firstReviewer },
    );
    const card = await screen.findByRole('region', { name: '入驻初审待办' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('服务暂时不可用，请稍后重试');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  });

  it('sends a corporate user to 工作台', async () => {
    const { router } = renderPortal('/workspace/workerhome', {}, { signedInAs: corporateUser });
    expect(await screen.findByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/home');
  });
});
