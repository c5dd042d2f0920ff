import fjs from 'fast-json-stringify';
import { ProjectListResponse } from '../../api/src/modules/projects/schemas.js';
const row = {"ID":1,"ProjectUid":"DC_1","MasterId":1,"TotalCost":"0.00","status":"Bidding","pco_profit_percentage":"10.00","CalendarDaysOfCompletion":28,"project_name":"X","display_name":"X","editable":true,"owner_name":"O","estimator_name":"E","project_manager_name":"P","site_super_name":null,
"Input":{"project_info":{"project_uid":"DC_1","uid_number":"1","project_name":"X","status":"Bidding","start_date":"2026-01-01","pco_profit_percentage":"10.00","estimator":{"id":1,"first_name":"a","last_name":"b"},"project_manager":{"id":1,"first_name":"a","last_name":"b"},"site_super":null,"address1":"a","address2":null,"city":"c","state":"s","state_code":"TX","zipcode":"78701","building_type":"b","project_type":"p","duration":"8","area":"100.00","custom_price_amt":"0.00","total_markup":"10.00","markup_type":"fixed","power":true,"water":false,"drawing_link":"x","bid_due_date":"2026-01-01","time_due":"14:00","construction_start_date":"2026-01-01","estimated_completion_date":"2026-02-01"},
"project_owner_info":{"owner_id":1,"owner_name":"o","owner_first_name":"a","owner_last_name":"b","owner_email":"e","owner_phone_number":"p","owner_fax_number":null,"owner_cc_email":null,"owner_payable_email":null,"owner_account_recievable_email":null,"owner_mobile_number":null,"owner_is_active":true,"addresses":{"id":1,"owner_id":1,"address1":"a","address2":null,"city":"c","state":"s","state_code":"TX","zip":"78701"},"owner_manager":{"id":1,"owner_id":1,"first_name":"f","last_name":"l"},"owner_manager_email":"e","owner_manager_phone":"p"}},"created_at":"x","updated_at":"y"};
const body = { data: Array.from({ length: 100 }, () => row), total: 100000 };
const stringify = fjs(ProjectListResponse as never);
for (const [name, fn] of [['fjs', () => stringify(body)], ['JSON', () => JSON.stringify(body)]] as const) {
  for (let i = 0; i < 20; i++) fn();
  const s = performance.now(); for (let i = 0; i < 100; i++) fn(); console.log(name, ((performance.now() - s) / 100).toFixed(2), 'ms');
}
