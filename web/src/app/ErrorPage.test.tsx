import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/utils';
import { ErrorPage } from './ErrorPage';

function Boom(): never {
  throw new Error('Kaboom happened');
}

describe('generic error page', () => {
  it('shows message and stack of a thrown error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }], '/');
    expect(await screen.findByText('Kaboom happened')).toBeInTheDocument();
    expect(document.querySelector('pre')?.textContent).toContain('Boom');
    spy.mockRestore();
  });

  it('shows status and text of a route error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/', loader: () => { throw data('gone', { status: 410, statusText: 'Gone' }); }, element: <p>x</p>, errorElement: <ErrorPage /> }],
      '/',
    );
    expect(await screen.findByText('410 Gone')).toBeInTheDocument();
    spy.mockRestore();
  });

  it("anything else is 'Unknown Error'", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Odd(): never {
      throw 42;
    }
    renderRoutes([{ path: '/', element: <Odd />, errorElement: <ErrorPage /> }], '/');
    expect(await screen.findByText('Unknown Error')).toBeInTheDocument();
    spy.mockRestore();
  });
});
