/** Every kind of data resource, theme by theme. */
import type { ResourceTemplate } from '../resource-template';
import { agricultureTemplates } from './agriculture';
import { cultureTemplates } from './culture';
import { economyTemplates } from './economy';
import { environmentTemplates } from './environment';
import { healthTemplates } from './health';
import { marketTemplates } from './market';
import { safetyTemplates } from './safety';
import { socialTemplates } from './social';
import { transportTemplates } from './transport';
import { urbanTemplates } from './urban';

export const resourceTemplates: readonly ResourceTemplate[] = [
  ...economyTemplates,
  ...environmentTemplates,
  ...transportTemplates,
  ...healthTemplates,
  ...cultureTemplates,
  ...socialTemplates,
  ...marketTemplates,
  ...urbanTemplates,
  ...agricultureTemplates,
  ...safetyTemplates,
];
