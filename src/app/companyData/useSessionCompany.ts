import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../session';

/** The logo images and name of the session's company, following every session change (a saved /company/edit). */
export interface CompanyBrand {
  name: string | null;
  image: string | null;
  hugeLogo: string | null;
}

let cachedKey = '';
let cached: CompanyBrand = { name: null, image: null, hugeLogo: null };

function snapshot(): CompanyBrand {
  const company = getSession()?.company;
  const next: CompanyBrand = {
    name: typeof company?.name === 'string' ? company.name : null,
    image: typeof company?.image === 'string' && company.image ? company.image : null,
    hugeLogo: typeof company?.hugeLogo === 'string' && company.hugeLogo ? company.hugeLogo : null,
  };
  const key = `${next.name}|${next.image}|${next.hugeLogo}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = next;
  }
  return cached;
}

export const useCompanyBrand = (): CompanyBrand => useSyncExternalStore(onSessionChange, snapshot, snapshot);
