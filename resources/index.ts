import type { ResourceDef } from '../src/shared/resource';
import accidents from './accidents';
import articleTypes from './articleTypes';
import articles from './articles';
import billboardResources from './billboardResources';
import branchOffices from './branchOffices';
import dayoffTypes from './dayoffTypes';
import dayoffs from './dayoffs';
import devices from './devices';
import employerRecords from './employerRecords';
import envelopes from './envelopes';
import flyers from './flyers';
import folderTypes from './folderTypes';
import hierarchies from './hierarchies';
import notes from './notes';
import novelties from './novelties';
import payrollLayouts from './payrollLayouts';
import postCategories from './postCategories';
import posts from './posts';
import shiftTemplates from './shiftTemplates';
import settlements from './settlements';
import specialDays from './specialDays';
import users from './users';
import vacationMatrices from './vacationMatrices';
import workshiftTypes from './workshiftTypes';
import workOrders from './workOrders';

/** Every resource of the product; client and server both build from this list. */
export const RESOURCES: ResourceDef[] = [
  users,
  shiftTemplates,
  dayoffTypes,
  branchOffices,
  hierarchies,
  specialDays,
  folderTypes,
  workshiftTypes,
  dayoffs,
  vacationMatrices,
  envelopes,
  settlements,
  articleTypes,
  articles,
  postCategories,
  posts,
  flyers,
  notes,
  billboardResources,
  employerRecords,
  novelties,
  devices,
  workOrders,
  payrollLayouts,
  accidents,
];

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCES.find((r) => r.name === name);
