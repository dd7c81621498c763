import { ChecklistModule } from './checklist/checklist.module.js';
import { HealthModule } from './health/health.module.js';

/** One module per domain; each owns its routes under /api. */
export const DOMAIN_MODULES = [HealthModule, ChecklistModule];
