import { Alert, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ResourceDef } from '../../shared/resource';
import { CUSTOM_PAGES } from '../customPages';

export type PageKind = 'list' | 'create' | 'edit' | 'show';

/** Generic pages as lazy chunks: RJSF and ajv only load with a form, never with a list. */
const GENERIC = {
  list: lazy(() => import('./list/ResourceListPage')),
  create: lazy(() => import('./form/ResourceCreatePage')),
  edit: lazy(() => import('./form/ResourceEditPage')),
  show: lazy(() => import('./show/ResourceShowPage')),
};

/** The page of a resource: its custom page when it names one (src/app/customPages.ts), the generic one otherwise. */
export function ResourcePage({ resource, kind }: { resource: ResourceDef; kind: PageKind }) {
  const customName = resource.custom?.[kind];
  const Page = customName ? CUSTOM_PAGES[customName] : GENERIC[kind];
  if (!Page) {
    return <Alert type="error" showIcon message={`Custom page "${customName}" of "${resource.name}" is not registered in src/app/customPages.ts`} />;
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />}>
      <Page resource={resource} />
    </Suspense>
  );
}
