import { graphql } from '../../gql';

export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($query: String!, $limit: Int) {
    addressSuggestions(query: $query, limit: $limit) { id label city state stateCode zip street }
  }
`);

export const StatesQuery = graphql(`
  query States {
    states { name code }
  }
`);
