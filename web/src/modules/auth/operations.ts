import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
    login(username: $username, password: $password, rememberMe: $rememberMe) {
      token
      user { id name username roleId tenantId }
      permissions { area read write visible }
    }
  }
`);

export const ViewerCompanyQuery = graphql(`
  query ViewerCompany {
    viewer {
      company { id name email phone projectIdPrefix projectIdStart defaultMarkup isActive }
    }
  }
`);

export const ViewerCompanyNameQuery = graphql(`
  query ViewerCompanyName {
    viewer {
      companyName
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($username: String!) {
    forgotPassword(username: $username)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const InvitedCompaniesQuery = graphql(`
  query InvitedCompanies {
    invitedCompanies { id name }
  }
`);

export const SelectCompanyMutation = graphql(`
  mutation SelectCompany($companyId: Int!) {
    selectCompany(companyId: $companyId) {
      token
      user { id name username roleId tenantId }
      permissions { area read write visible }
    }
  }
`);
