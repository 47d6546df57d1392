/** The public article operations: 运营动态, 政策动态 and 公告. */
import type { OperationHandler } from '../../contract/operation-handler';
import { webArticleDetail } from './web-article-detail';
import { webArticleList } from './web-article-list';

export const articleHandlers: readonly OperationHandler[] = [webArticleList, webArticleDetail];
