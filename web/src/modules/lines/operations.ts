import { graphql } from '../../gql';

/** What the trade lines (and the add-bid and direct-cost forms) pick from: the whole catalogue in one request. */
export const BidCatalogueQuery = graphql(`
  query BidCatalogue {
    catalogueTree {
      divisions { id number name subdivisions { id name categories { id name partIds } } }
      parts { id name costPerUnit unit costCode categoryId }
      units { id name }
    }
  }
`);

/** What the labor lines pick from: positions with their levels and rates. */
export const BidPositionsQuery = graphql(`
  query BidPositions {
    positions { id name levels { id name costCode ratePerHour ratePerWeek } }
  }
`);
