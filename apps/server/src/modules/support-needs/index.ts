export { supportNeedsRoutes, type SupportNeedsRoutesOptions } from './support-needs.routes.ts';
export { findSupportNeeds } from './support-needs.repository.ts';
export type { SupportNeedsTable } from './support-needs.table.ts';
