/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** Instant, ISO 8601 with time zone. */
  DateTime: { input: string; output: string; }
  /** Money or percentage as an exact decimal string with two places, e.g. "1234.50". */
  Decimal: { input: string; output: string; }
};

export type Company = {
  __typename?: 'Company';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** Email of the company admin login. */
  companyAdmin: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** Adjustable markup, percent. */
  defaultMarkup: Scalars['Decimal']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Logo as a data URL (image/png or image/jpeg, base64). */
  image?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  owner: CompanyOwner;
  phone: Scalars['String']['output'];
  projectIdPrefix?: Maybe<Scalars['String']['output']>;
  projectIdStart: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
  zip: Scalars['String']['output'];
};

export type CompanyDetailsInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  companyAdmin: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  defaultMarkup?: InputMaybe<Scalars['Decimal']['input']>;
  email: Scalars['String']['input'];
  /** Logo as a data URL (image/png or image/jpeg, base64). */
  image?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  state: Scalars['String']['input'];
  stateCode?: InputMaybe<Scalars['String']['input']>;
  zip: Scalars['String']['input'];
};

export type CompanyInput = {
  details: CompanyDetailsInput;
  owner: CompanyOwnerInput;
  project: CompanyProjectIdInput;
};

export type CompanyOwner = {
  __typename?: 'CompanyOwner';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
};

export type CompanyOwnerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

export type CompanyPage = {
  __typename?: 'CompanyPage';
  items: Array<Company>;
  total: Scalars['Int']['output'];
};

export type CompanyProjectIdInput = {
  /** Project ID prefix (optional). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Start number; commas are stripped. */
  startNo: Scalars['String']['input'];
};

/** Codes carried in errors[].extensions.code. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'UPSTREAM_UNAVAILABLE';

export type Mutation = {
  __typename?: 'Mutation';
  /** Placeholder so domain files can extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** BAD_USER_INPUT with code WRONG_PASSWORD (REST 412) when the current password is wrong. Ends every earlier token. */
  changePassword: Scalars['Boolean']['output'];
  createCompany: Company;
  deleteCompany: Scalars['Boolean']['output'];
  /** Always succeeds with the same message, whether or not the email exists. */
  forgotPassword: Scalars['String']['output'];
  login: Session;
  resetPassword: Scalars['Boolean']['output'];
  /** A platform admin opening a company, or a subcontractor choosing one that invited it: a new token acting in that company. */
  selectCompany: Session;
  setCompanyActive: Company;
  updateCompany: Company;
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


export type MutationDeleteCompanyArgs = {
  id: Scalars['Int']['input'];
};


export type MutationForgotPasswordArgs = {
  username: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSelectCompanyArgs = {
  companyId: Scalars['Int']['input'];
};


export type MutationSetCompanyActiveArgs = {
  id: Scalars['Int']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationUpdateCompanyArgs = {
  id: Scalars['Int']['input'];
  input: CompanyInput;
};

/** Read, write and visible flags of one permission area (e.g. all_projects). */
export type Permission = {
  __typename?: 'Permission';
  area: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  visible: Scalars['Boolean']['output'];
  write: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** All companies (platform admin). Page sizes 10, 50, 100. */
  companies: CompanyPage;
  company: Company;
  /** Companies that invited the signed-in subcontractor (role 13). */
  invitedCompanies: Array<Company>;
  /** Server (REST API) version. */
  version: Scalars['String']['output'];
  /** The signed-in caller; UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryCompaniesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompanyArgs = {
  id: Scalars['Int']['input'];
};

/** What login (or choosing a company) returns: a bearer token for later calls, the user and its permissions. */
export type Session = {
  __typename?: 'Session';
  permissions: Array<Permission>;
  token: Scalars['String']['output'];
  user: User;
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** MasterRoleID: 1 platform admin, 2 company admin, 3 full user, 4 estimator, 13 subcontractor. */
  roleId: Scalars['Int']['output'];
  /** MasterTenantID: the company the user acts in; null for a platform admin or subcontractor who has not chosen one. */
  tenantId?: Maybe<Scalars['Int']['output']>;
  username: Scalars['String']['output'];
};

/** The caller, as its token says. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The company the caller acts in, when it has one. */
  company?: Maybe<Company>;
  permissions: Array<Permission>;
  user: User;
};
