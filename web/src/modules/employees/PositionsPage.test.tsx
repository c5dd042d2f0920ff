import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/utils';
import { CreatePositionMutation, DeleteLevelMutation, LevelsQuery, PositionCostCodeQuery, PositionsQuery } from './operations';
import { PositionsPage } from './PositionsPage';

const levels = {
  request: { query: LevelsQuery },
  result: {
    data: {
      levels: [
        { __typename: 'Level', id: '11', name: 'Journeyman', positionId: '1', positionName: 'Carpenter', costCode: '01-100', ratePerHour: '25.00', ratePerWeek: '1000.00', costPerUnit: '25.00' },
      ],
    },
  },
  maxUsageCount: Infinity,
};
const conflict = (message: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] });

describe('All Positions and Levels', () => {
  it('table of levels; a duplicate position gets the spec text', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    const mocks = [
      levels,
      { request: { query: CreatePositionMutation, variables: { name: 'Carpenter' } }, result: conflict('This position already exists.') },
    ];
    renderWithProviders(<PositionsPage />, mocks);
    expect(await screen.findByText('Journeyman')).toBeInTheDocument();
    expect(screen.getByText('01-100')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Employees' })).toHaveAttribute('href', '/admin/all-employees');

    fireEvent.click(screen.getByRole('button', { name: 'Add Position' }));
    fireEvent.change(await screen.findByLabelText('Position'), { target: { value: 'Carpenter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This position already exists.')).toBeInTheDocument();
  });

  it('deleting a level still held by employees shows the conflict dialog', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    renderWithProviders(<PositionsPage />, [
      levels,
      { request: { query: DeleteLevelMutation, variables: { id: '11' } }, result: conflict('This employee level already exists') },
    ]);
    await screen.findByText('Journeyman');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Carpenter Journeyman' }));
    expect(await screen.findByText('Do you want to delete this level?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This employee level already exists')).toBeInTheDocument();
  });

  it('Add Level needs a level name and a cost code', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    renderWithProviders(<PositionsPage />, [levels]);
    await screen.findByText('Journeyman');
    fireEvent.click(screen.getByRole('button', { name: 'Add Level' }));
    await screen.findByLabelText('Cost Code');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fill all the mandatory fields.')).toBeInTheDocument();
  });

  it('a new position goes on to Add Level with that position chosen and its cost code looked up (docs/accounts.md §4)', async () => {
    signIn({ read: ['all_employees'], write: ['all_employees'] });
    renderWithProviders(<PositionsPage />, [
      levels,
      { request: { query: CreatePositionMutation, variables: { name: 'Glazier' } }, result: { data: { createPosition: { __typename: 'Position', id: '7', name: 'Glazier' } } } },
      {
        request: { query: PositionsQuery },
        result: { data: { positions: [{ __typename: 'Position', id: '1', name: 'Carpenter', levels: [] }, { __typename: 'Position', id: '7', name: 'Glazier', levels: [] }] } },
        maxUsageCount: Infinity,
      },
      { request: { query: PositionCostCodeQuery, variables: { positionId: '7' } }, result: { data: { positionCostCode: '08-800' } } },
    ]);
    await screen.findByText('Journeyman');
    fireEvent.click(screen.getByRole('button', { name: 'Add Position' }));
    fireEvent.change(await screen.findByLabelText('Position'), { target: { value: 'Glazier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('New position has been added successfully.')).toBeInTheDocument();
    const costCode = (await screen.findByLabelText('Cost Code')) as HTMLInputElement;
    await vi.waitFor(() => expect(costCode.value).toBe('08-800'));
    expect(await screen.findByText('Glazier')).toBeInTheDocument(); // the chosen position, shown in the Position select
  });
});
