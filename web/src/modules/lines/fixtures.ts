// Test data shaped like the gateway's answers: what the line tables pick from (the catalogue, positions and levels).
export const catalogue = {
  catalogueTree: {
    __typename: 'CatalogueTree' as const,
    divisions: [{
      __typename: 'CatalogueDivision' as const, id: '1', number: '03', name: 'Concrete',
      subdivisions: [{
        __typename: 'CatalogueSubdivision' as const, id: '11', name: '03 30 00 Cast-in-Place Concrete',
        categories: [{ __typename: 'CatalogueCategory' as const, id: '111', name: 'Structural Concrete', partIds: ['9', '10'] }],
      }],
    }],
    parts: [
      { __typename: 'Part' as const, id: '9', name: 'Ready-mix concrete, 4000 psi', costPerUnit: '185.00', unit: 'CY', costCode: '03 31 00', categoryId: '111' },
      { __typename: 'Part' as const, id: '10', name: 'Rebar #5', costPerUnit: '1.25', unit: 'LF', costCode: '03 21 00', categoryId: '111' },
    ],
    units: [{ __typename: 'UnitOfMeasure' as const, id: '5', name: 'CY' }],
  },
};

export const positions = {
  positions: [{
    __typename: 'Position' as const, id: '3', name: 'Project Manager',
    levels: [
      { __typename: 'Level' as const, id: '31', name: 'Senior', costCode: '01 31 13', ratePerHour: '50.0000', ratePerWeek: '2000.0000' },
      { __typename: 'Level' as const, id: '32', name: 'Junior', costCode: '01 31 14', ratePerHour: '30.0000', ratePerWeek: '1200.0000' },
    ],
  }, {
    __typename: 'Position' as const, id: '4', name: 'Superintendent',
    levels: [{ __typename: 'Level' as const, id: '41', name: 'Lead', costCode: '01 31 20', ratePerHour: '45.0000', ratePerWeek: '1800.0000' }],
  }],
};
