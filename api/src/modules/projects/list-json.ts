import { sql, type RawBuilder } from 'kysely';
import { COPY_SUFFIX } from './rules.js';

// The page of projects as JSON text built by the database (issue 9 "Four times the pages per core"): parsing 100
// rows × 60 columns, mapping them and serializing ~200 KB again cost the REST API most of its CPU per page. Here
// PostgreSQL writes the exact REST JSON of toProjectJson (repository.ts) and the route sends the text as it is.
// The two must agree field by field: list-json.test.ts compares them on every demo and bulk project.

/** toMoneyString: two places, half away from zero (PostgreSQL's numeric round is half away from zero too). */
const money = (column: string) => sql`round(x.${sql.raw(column)}::numeric, 2)::text`;
/** toRateString: four places, trailing zeros dropped but at least two ("10.00", "27.8846"). */
const rate = (column: string) => sql`regexp_replace(round(x.${sql.raw(column)}::numeric, 4)::text, '(\\.\\d\\d\\d*?)0+$', '\\1')`;
/** fullName: "First Last", trimmed; null without a first name. */
const fullName = (prefix: string) =>
  sql`case when x.${sql.raw(`${prefix}_first_name`)} is null then null
    else btrim(x.${sql.raw(`${prefix}_first_name`)} || ' ' || coalesce(x.${sql.raw(`${prefix}_last_name`)}, '')) end`;
/** person: { id, first_name, last_name } or null. */
const person = (idColumn: string, prefix: string) =>
  sql`case when x.${sql.raw(idColumn)} is null or x.${sql.raw(`${prefix}_first_name`)} is null then null
    else json_build_object('id', x.${sql.raw(idColumn)}, 'first_name', x.${sql.raw(`${prefix}_first_name`)},
      'last_name', coalesce(x.${sql.raw(`${prefix}_last_name`)}, '')) end`;

/** A price of role 13's view: null (toProjectJson's `external`). */
const price = (external: boolean, value: RawBuilder<unknown>) => (external ? sql`null` : value);

function projectInfo(external: boolean): RawBuilder<unknown> {
  return sql`json_build_object(
    'project_uid', x.project_uid, 'uid_number', x.uid_number, 'project_name', x.project_name, 'status', x.status,
    'start_date', x.construction_start_date, 'pco_profit_percentage', ${price(external, rate('pco_profit_percentage'))},
    'estimator', ${person('estimator_id', 'es')}, 'project_manager', ${person('project_manager_id', 'pm')},
    'site_super', ${person('site_super_id', 'ss')},
    'address1', x.address1, 'address2', x.address2, 'city', x.city, 'state', x.state, 'state_code', x.state_code,
    'zipcode', x.zipcode, 'building_type', x.building_type, 'project_type', x.project_type,
    'duration', trim_scale(x.duration::numeric)::text,
    'area', case when x.area is null then null else ${money('area')} end,
    'custom_price_amt', ${price(external, money('custom_price_amt'))}, 'total_markup', ${price(external, rate('total_markup'))},
    'markup_type', ${price(external, sql`case when x.custom_price_amt::numeric = 0 then 'fixed' else 'custom' end`)},
    'power', x.power, 'water', x.water, 'drawing_link', x.drawing_link, 'bid_due_date', x.bid_due_date,
    'time_due', x.time_due, 'construction_start_date', x.construction_start_date,
    'estimated_completion_date', x.estimated_completion_date)`;
}

function ownerInfo(external: boolean): RawBuilder<unknown> {
  if (external) return sql`null::json`;
  return sql`case when x.owner_name is null then null else json_build_object(
    'owner_id', x.owner_id, 'owner_name', x.owner_name, 'owner_first_name', x.owner_first_name,
    'owner_last_name', x.owner_last_name, 'owner_email', coalesce(x.owner_email, ''),
    'owner_phone_number', coalesce(x.owner_phone_number, ''), 'owner_fax_number', x.owner_fax_number,
    'owner_cc_email', x.owner_cc_email, 'owner_payable_email', x.owner_payable_email,
    'owner_account_recievable_email', x.owner_account_recievable_email, 'owner_mobile_number', x.owner_mobile_number,
    'owner_is_active', coalesce(x.owner_is_active, false),
    'addresses', json_build_object('id', x.owner_address_id, 'owner_id', x.owner_id, 'address1', coalesce(x.oa_address1, ''),
      'address2', x.oa_address2, 'city', coalesce(x.oa_city, ''), 'state', coalesce(x.oa_state, ''),
      'state_code', x.oa_state_code, 'zip', coalesce(x.oa_zip, '')),
    'owner_manager', json_build_object('id', x.owner_manager_id, 'owner_id', x.owner_id,
      'first_name', coalesce(x.om_first_name, ''), 'last_name', x.om_last_name),
    'owner_manager_email', coalesce(x.om_email, ''), 'owner_manager_phone', coalesce(x.om_phone, '')) end`;
}

/** One project row (alias `x`, the columns of withDetails) as the REST JSON of docs/projects.md §3; role 13 sees no owner and no price. */
export function projectJsonSql(external: boolean): RawBuilder<unknown> {
  const suffix = COPY_SUFFIX.length;
  return sql`json_build_object(
    'ID', x.id, 'ProjectUid', x.project_uid, 'MasterId', x.tenant_id, 'TotalCost', ${price(external, money('total_cost'))},
    'status', x.status, 'pco_profit_percentage', ${price(external, rate('pco_profit_percentage'))},
    'CalendarDaysOfCompletion', x.estimated_completion_date::date - x.construction_start_date::date,
    'completed_on', x.completed_on,
    'project_name', x.project_name,
    'display_name', case when right(x.project_name, ${suffix}::int) = ${COPY_SUFFIX}
      then left(x.project_name, -${suffix}::int) else x.project_name end,
    'editable', lower(btrim(x.status)) = 'bidding',
    'owner_name', ${external ? sql`null::text` : sql`x.owner_name`},
    'estimator_name', ${fullName('es')}, 'project_manager_name', ${fullName('pm')}, 'site_super_name', ${fullName('ss')},
    'Input', json_build_object('project_info', ${projectInfo(external)}, 'project_owner_info', ${ownerInfo(external)}),
    'created_at', x.created_at, 'updated_at', x.updated_at)`;
}
