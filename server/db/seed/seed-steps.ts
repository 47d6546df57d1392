/**
 * Every seed step in the order it runs. Later data (domains, data resources, products, articles,
 * operators) is added as further steps at the end of this list.
 */
import { demoApplicationsSeed } from './applications/demo-applications-seed';
import { catalogContentSeed, catalogDomainsSeed } from './catalog/catalog-seed';
import { domainCommitmentsSeed } from './catalog/domain-commitments-seed';
import { contentWallSeed } from './content-wall-seed';
import { demoClientApplicationsSeed } from './demo-client-applications-seed';
import { demoOperatorsSeed } from './demo-operators-seed';
import { operatorRolesSeed } from './operator-roles-seed';
import type { SeedStep } from './seed-step';

export const seedSteps: readonly SeedStep[] = [
  contentWallSeed,
  operatorRolesSeed,
  demoOperatorsSeed,
  catalogDomainsSeed,
  domainCommitmentsSeed,
  catalogContentSeed,
  demoApplicationsSeed,
  demoClientApplicationsSeed,
];
