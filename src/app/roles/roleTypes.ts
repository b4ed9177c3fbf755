import type { CreateRoleBody } from '../../shared/apiSchemas/roles';
import type { Action, ModuleKey } from '../../shared/modules';

/** One (module, action) a role grants. */
export interface Grant {
  module: ModuleKey;
  action: Action;
}

/** GET /roles answers (built-in roles have their key as id and name). */
export interface RoleRecord {
  id: string;
  key: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  permissions: Grant[];
  usersCount: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A user holding (or who could hold) a role. */
export interface RoleHolder {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  position: string | null;
  role: string;
  mainBranch: string | null;
  allowedBranches: string[];
  active: boolean;
  imageUrl: string | null;
}

/** POST /roles body, declared once with the server (src/shared/apiSchemas/roles) */
export type RoleInput = CreateRoleBody;
