/** The contract's shapes of the auditors' view (`primary/audit/*`), as the audit pages use them. */
import type { components } from '@openapi/schema';

export type AuditScopeQuery = components['schemas']['AuditScopeQuery'];
export type AuditApplicationQuery = components['schemas']['AuditApplicationQuery'];
export type StateCounts = components['schemas']['StateCounts'];
export type AuditTrail = components['schemas']['AuditTrail'];
export type StateDuration = components['schemas']['StateDuration'];
export type Reviewer = components['schemas']['Reviewer'];
export type ExportFormat = components['schemas']['ExportFormat'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
