import type { RouteData } from '@launchops/kit';

export const ROUTE_DATA: RouteData = [];
