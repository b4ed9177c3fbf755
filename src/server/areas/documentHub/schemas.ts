/** Route schemas shared by the hub's and the salary's calls. */
export const tags = ['document-hub'];
export const uuid = { type: 'string', format: 'uuid' } as const;
export const idParams = (name = 'id') => ({ type: 'object', required: [name], additionalProperties: false, properties: { [name]: uuid } }) as const;
export const PAGE_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 5000, default: 5000 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    status: { type: 'string', enum: ['UNASSIGNED', 'MATCHED', 'DELIVERED', 'REVIEW'] },
  },
} as const;
