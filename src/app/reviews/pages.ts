import { lazy } from 'react';
import type { AreaPage } from '../areaPages';
import PendingCountBadge from './PendingCountBadge';

/**
 * Error reports of workdays (module `workdays-reviews`): the review queue and the approvals inbox under Team (spec §2
 * Menus: Collaborators, Shift templates, Marks review, Reviews and approvals, …), and the reports list.
 */
export const REVIEW_PAGES: AreaPage[] = [
  {
    key: 'marks-review',
    path: '/team/marks-review',
    component: lazy(() => import('./MarksReviewPage')),
    module: 'workdays-reviews',
    menu: { parent: 'team', order: 3.5, icon: 'marksReview', label: 'reviews.menu.marksReview' },
  },
  {
    key: 'reviews-approvals',
    path: '/reviews-approvals',
    component: lazy(() => import('./ReviewsInboxPage')),
    module: 'workdays-reviews',
    // workday reviews and absence requests: either right opens it, each half shows to whoever holds its right
    anyOf: ['workdays-reviews', 'dayoffs'],
    // spec §2: "Reviews and approvals for some companies only" — the company's `reviewsApprovals` flag
    menu: { parent: 'team', order: 4, icon: 'approvals', label: 'reviews.menu.approvals', badge: PendingCountBadge, flag: { name: 'reviewsApprovals' } },
  },
  {
    key: 'error-reports',
    path: '/error-reports',
    component: lazy(() => import('./ErrorReportsPage')),
    module: 'workdays-reviews',
    menu: { parent: 'team', order: 7.1, icon: 'errorReports', label: 'reviews.menu.errorReports', section: 'reports' },
  },
  {
    // the flows the inbox's requests follow (docs/api/approval-flows.md), among the company's settings
    key: 'approval-flows',
    path: '/aproval-flows',
    component: lazy(() => import('../approvalFlows/ApprovalFlowListPage')),
    module: 'approval-flows',
    menu: { parent: 'settings', order: 5, icon: 'approvals', label: 'approvalFlows.menu' },
  },
  {
    // spec route table: /aproval-flow/{id} (sic); /aproval-flow/new creates one
    key: 'approval-flow',
    path: '/aproval-flow/:id',
    component: lazy(() => import('../approvalFlows/ApprovalFlowEditPage')),
    module: 'approval-flows',
    highlights: '/aproval-flows',
  },
];
