import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './app/apollo';
import { UiProviders } from './app/Providers';
import { appRoutes } from './app/routes';

const client = createApolloClient();
const router = createBrowserRouter(appRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <UiProviders>
        <RouterProvider router={router} />
      </UiProviders>
    </ApolloProvider>
  </StrictMode>,
);
