/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query States {\n    states { name code }\n  }\n": typeof types.StatesDocument,
    "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n": typeof types.ViewerCompanyDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n": typeof types.InvitedCompaniesDocument,
    "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.SelectCompanyDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    isActive\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n": typeof types.CompanyDocument,
    "\n  query Version {\n    version\n  }\n": typeof types.VersionDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": typeof types.SetCompanyActiveDocument,
    "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": typeof types.OpenCompanyDocument,
};
const documents: Documents = {
    "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query States {\n    states { name code }\n  }\n": types.StatesDocument,
    "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.LoginDocument,
    "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n": types.ViewerCompanyDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n": types.InvitedCompaniesDocument,
    "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.SelectCompanyDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    isActive\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n": types.CompaniesDocument,
    "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n": types.CompanyDocument,
    "\n  query Version {\n    version\n  }\n": types.VersionDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n": types.UpdateCompanyDocument,
    "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n": types.SetCompanyActiveDocument,
    "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n": types.OpenCompanyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip }\n  }\n"): (typeof documents)["\n  query AddressSuggestions($query: String!, $limit: Int) {\n    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query States {\n    states { name code }\n  }\n"): (typeof documents)["\n  query States {\n    states { name code }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {\n    login(username: $username, password: $password, rememberMe: $rememberMe) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n"): (typeof documents)["\n  query ViewerCompany {\n    viewer {\n      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n"): (typeof documents)["\n  query InvitedCompanies {\n    invitedCompanies { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    isActive\n  }\n"): (typeof documents)["\n  fragment CompanyFields on Company {\n    id\n    name\n    email\n    phone\n    image\n    defaultMarkup\n    address1\n    address2\n    city\n    state\n    stateCode\n    zip\n    country\n    companyAdmin\n    owner { firstName lastName email phone }\n    projectIdPrefix\n    projectIdStart\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n"): (typeof documents)["\n  query Companies($page: Int, $pageSize: Int) {\n    companies(page: $page, pageSize: $pageSize) {\n      total\n      items { id name email phone city state zip companyAdmin isActive }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  query Company($id: Int!) {\n    company(id: $id) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Version {\n    version\n  }\n"): (typeof documents)["\n  query Version {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: Int!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) { ...CompanyFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"): (typeof documents)["\n  mutation SetCompanyActive($id: Int!, $isActive: Boolean!) {\n    setCompanyActive(id: $id, isActive: $isActive) { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenCompany($companyId: Int!) {\n    selectCompany(companyId: $companyId) {\n      token\n      user { id name username roleId tenantId }\n      permissions { area read write visible }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;