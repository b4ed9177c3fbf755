import { useSyncExternalStore } from 'react';
import { RESOURCES } from '../../../resources';
import type { ResourceDef } from '../../shared/resource';
import { request, type ApiHttpError } from '../providers/http';

/**
 * The resources the browser knows: the bundled declarations until the server's list (`GET /api/resources`) is in,
 * then the server's, which also holds the resources it discovered from JSON declarations (with their `labels`).
 * Menu, Refine resources, routes, access control and the data provider all read it here, so a resource the server
 * serves needs no client rebuild.
 */
let current: readonly ResourceDef[] = RESOURCES;
let loaded = false;
const listeners = new Set<() => void>();

export const resourceList = (): readonly ResourceDef[] => current;

export const resourceByName = (name: string): ResourceDef | undefined => current.find((r) => r.name === name);

/** Whether the server's answer is in (its list, or the bundled one kept when it lists none). */
export const resourcesLoaded = (): boolean => loaded;

/** Publish the list to use from now on (its labels must already be in i18n: listeners render titles at once). */
export function setResources(list: readonly ResourceDef[]): void {
  current = list;
  loaded = true;
  listeners.forEach((listener) => listener());
}

export function onResourcesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current list; re-renders when the server's list arrives. */
export const useResources = (): readonly ResourceDef[] => useSyncExternalStore(onResourcesChange, resourceList, resourceList);

/**
 * The server's list. A server that answers with an error (an older server without the endpoint) leaves the bundled
 * list in place (`undefined`); a network failure or an ended session (401) throws, so the list is asked again.
 */
export async function fetchResources(): Promise<ResourceDef[] | undefined> {
  try {
    const answer = await request<{ resources?: ResourceDef[] }>('/resources');
    return Array.isArray(answer?.resources) ? answer.resources : undefined;
  } catch (err) {
    const status = (err as Partial<ApiHttpError>)?.statusCode;
    if (status && status !== 401) {
      console.warn('The server did not list its resources; using the bundled ones', err);
      return undefined;
    }
    throw err;
  }
}
