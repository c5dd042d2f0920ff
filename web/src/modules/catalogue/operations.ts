import { graphql } from '../../gql';

export const PartFields = graphql(`
  fragment PartFields on Part {
    id name costPerUnit unit unitId costCode categoryId categoryName subdivisionId subdivisionName divisionId divisionName
  }
`);

/** The three small grids and the units, in one request (four REST calls side by side). */
export const CatalogueListsQuery = graphql(`
  query CatalogueLists {
    divisions { id number name }
    subdivisions { id name divisionId divisionName divisionNumber }
    categories { id name subdivisionId subdivisionName divisionId divisionName }
    unitsOfMeasure { id name }
  }
`);

export const PartsQuery = graphql(`
  query Parts($page: Int, $pageSize: Int, $divisionId: ID, $subdivisionId: ID, $categoryId: ID, $q: String) {
    parts(page: $page, pageSize: $pageSize, divisionId: $divisionId, subdivisionId: $subdivisionId, categoryId: $categoryId, q: $q) {
      total
      items { ...PartFields }
    }
  }
`);

export const CreateDivisionMutation = graphql(`
  mutation CreateDivision($input: DivisionInput!) { createDivision(input: $input) { id } }
`);
export const UpdateDivisionMutation = graphql(`
  mutation UpdateDivision($id: ID!, $input: DivisionInput!) { updateDivision(id: $id, input: $input) { id } }
`);
export const DeleteDivisionMutation = graphql(`
  mutation DeleteDivision($id: ID!) { deleteDivision(id: $id) }
`);
export const CreateSubdivisionMutation = graphql(`
  mutation CreateSubdivision($input: SubdivisionInput!) { createSubdivision(input: $input) { id } }
`);
export const UpdateSubdivisionMutation = graphql(`
  mutation UpdateSubdivision($id: ID!, $input: SubdivisionInput!) { updateSubdivision(id: $id, input: $input) { id } }
`);
export const DeleteSubdivisionMutation = graphql(`
  mutation DeleteSubdivision($id: ID!) { deleteSubdivision(id: $id) }
`);
export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }
`);
export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }
`);
export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }
`);
export const CreatePartMutation = graphql(`
  mutation CreatePart($input: PartInput!) { createPart(input: $input) { ...PartFields } }
`);
export const UpdatePartMutation = graphql(`
  mutation UpdatePart($id: ID!, $input: PartInput!) { updatePart(id: $id, input: $input) { ...PartFields } }
`);
export const DeletePartMutation = graphql(`
  mutation DeletePart($id: ID!) { deletePart(id: $id) }
`);
export const UploadPartsCsvMutation = graphql(`
  mutation UploadPartsCsv($csv: String!) {
    uploadPartsCsv(csv: $csv) { ok imported message errors { line column reason } }
  }
`);
