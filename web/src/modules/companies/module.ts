import { lazyPage } from '../../app/lazyPage';
import { route, writeRoute, type WebModule } from '../module';

const AllCompaniesPage = lazyPage(() => import('./AllCompaniesPage'), 'AllCompaniesPage');
const CompanyDetailsPage = lazyPage(() => import('./CompanyDetailsPage'), 'CompanyDetailsPage');
const CreateCompanyPage = lazyPage(() => import('./CompanyFormPage'), 'CreateCompanyPage');
const EditCompanyPage = lazyPage(() => import('./CompanyFormPage'), 'EditCompanyPage');
const platform = { platform: true };

export const companiesModule: WebModule = {
  name: 'companies',
  routes: [
    route('all-company', 'add_new_company', 'All Companies', false, AllCompaniesPage, platform),
    writeRoute('create-company', 'add_new_company', 'Create New Company', false, CreateCompanyPage, platform),
    route('company-details', 'company_setup_edit_dashboard', 'Company Details', false, CompanyDetailsPage, platform),
    writeRoute('edit-company', 'company_setup_edit_dashboard', 'Edit Company', false, EditCompanyPage, platform),
  ],
  menu: [{ path: 'all-company', label: 'Dashboard', level: 'company', position: 10 }],
};
