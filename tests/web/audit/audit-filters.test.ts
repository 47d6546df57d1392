/**
 * The filters of 流程审计 as the address holds them and as the contract receives them: Beijing days as
 * instants, a range typed the wrong way round put right, and hand-edited values that name nothing
 * dropped.
 */
import { describe, expect, it } from 'vitest';
import {
  auditFilterCodecs,
  exportFilters,
  listQuery,
  scopeQuery,
  type AuditFilters,
} from '@/features/audit/audit-filters';

const none: AuditFilters = {
  domainId: '',
  state: '',
  from: '',
  to: '',
  reviewerId: '',
  keyword: '',
};
const domainId = 'd0000000-0000-4000-8000-000000000001';

describe('audit filters', () => {
  it('sends nothing for no filter, and the page of the list', () => {
    expect(scopeQuery(none)).toEqual({});
    expect(exportFilters(none)).toEqual({});
    expect(listQuery(none, 2, 20)).toEqual({ page: 2, pageSize: 20 });
  });

  it('counts a Beijing day from its midnight to its last millisecond', () => {
    expect(scopeQuery({ ...none, from: '2026-01-01', to: '2026-01-01' })).toEqual({
      dateFrom: '2025-12-31T16:00:00.000Z',
      dateTo: '2026-01-01T15:59:59.999Z',
    });
  });

  it('puts a reversed range the right way round', () => {
    expect(scopeQuery({ ...none, from: '2026-03-31', to: '2026-03-01' })).toEqual({
      dateFrom: '2026-02-28T16:00:00.000Z',
      dateTo: '2026-03-31T15:59:59.999Z',
    });
  });

  it('keeps state and reviewer out of the counts’ scope but in the list and the export', () => {
    const filters: AuditFilters = {
      ...none,
      domainId,
      state: 'returned',
      reviewerId: 'c0000000-0000-4000-8000-000000000001',
    };
    expect(scopeQuery(filters)).toEqual({ domainId });
    expect(exportFilters(filters)).toEqual({
      domainId,
      state: 'returned',
      reviewerId: 'c0000000-0000-4000-8000-000000000001',
    });
  });

  it('reads values that name nothing as no filter', () => {
    expect(auditFilterCodecs.domainId.parse('finance')).toBe('');
    expect(auditFilterCodecs.domainId.parse(domainId.toUpperCase())).toBe(domainId);
    expect(auditFilterCodecs.state.parse('archived')).toBe('');
    expect(auditFilterCodecs.state.parse('finalReview')).toBe('finalReview');
    expect(auditFilterCodecs.from.parse('2026-02-30')).toBe('');
    expect(auditFilterCodecs.from.parse('2026-2-3')).toBe('');
    expect(auditFilterCodecs.to.parse('2026-02-28')).toBe('2026-02-28');
  });
});
