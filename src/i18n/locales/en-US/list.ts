import type { LocaleMessages } from '../zh-CN';

/** Wording shared by every paged, filtered list of the portal (src/components/list). */
export const list: LocaleMessages['list'] = {
  total: 'Total: {{count}}',
  totalResults: '<strong>{{count}}</strong> results found',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  pagination: 'Pagination',
  pageSize: 'Items per page',
  pageSizeOption: '{{size}} per page',
  sortBy: 'Sort by',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter: {{label}}',
  clearFilters: 'Clear filters',
  loadingTable: 'Loading the list',
  keywordFilter: 'Keyword: {{keyword}}',
  showAllOptions: 'Show all ({{count}})',
  showFewerOptions: 'Show fewer',
  searchOptions: 'Find {{group}}',
  noMatchingOptions: 'No matching options',
  allOptions: 'All',
};
