import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_roles.js';
import * as m0003 from './0003_user_profiles.js';
import * as m0004 from './0004_employees.js';
import * as m0005 from './0005_owners.js';
import * as m0006 from './0006_projects.js';
import * as m0006b from './0006_projects_counts.js';
import * as m0007 from './0007_login_clients.js';
import * as m0008 from './0008_rate_limits.js';
import * as m0009 from './0009_overhead.js';
import * as m0010 from './0010_catalogue.js';
import * as m0011 from './0011_notifications.js';
import * as m0012 from './0012_subcontractors.js';
import * as m0013 from './0013_vendors.js';
import * as m0014 from './0014_email_templates.js';
import * as m0015 from './0015_bids.js';
import * as m0016 from './0016_proposals.js';
import * as m0017 from './0017_pcos.js';
import * as m0018 from './0018_direct_costs.js';
import * as m0019 from './0019_tracker.js';
import * as m0020 from './0020_project_list_versions.js';

/** Every migration, by name; names sort in the order they run. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_roles': m0002,
  '0003_user_profiles': m0003,
  '0004_employees': m0004,
  '0005_owners': m0005,
  '0006_projects': m0006,
  '0006_projects_counts': m0006b,
  '0007_login_clients': m0007,
  '0008_rate_limits': m0008,
  '0009_overhead': m0009,
  '0010_catalogue': m0010,
  '0011_notifications': m0011,
  '0012_subcontractors': m0012,
  '0013_vendors': m0013,
  '0014_email_templates': m0014,
  '0015_bids': m0015,
  '0016_proposals': m0016,
  '0017_pcos': m0017,
  '0018_direct_costs': m0018,
  '0019_tracker': m0019,
  '0020_project_list_versions': m0020,
};
