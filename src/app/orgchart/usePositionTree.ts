import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { retryServerErrors } from '../engine/query/retry';
import { buildPositionTree, type Position, type PositionTreeNode } from './positionTree';

interface TreeAnswer {
  positions: Position[];
  count: number;
  usersCount: number;
}

/** GET /companies/positions/tree as a nested tree (cached by react-query through Refine). */
export function usePositionTree(): {
  roots: PositionTreeNode[];
  count: number;
  usersCount: number;
  loading: boolean;
  error?: { message: string } | null;
  refetch: () => void;
} {
  const { query, result } = useCustom<TreeAnswer>({
    url: '/companies/positions/tree',
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: retryServerErrors },
  });
  const positions = result.data?.positions;
  const roots = useMemo(() => buildPositionTree(positions ?? []), [positions]);
  return {
    roots,
    count: result.data?.count ?? 0,
    usersCount: result.data?.usersCount ?? 0,
    loading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
