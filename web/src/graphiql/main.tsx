import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { EXAMPLE_TABS } from './examples';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

// The web client's token, when the same browser is signed in, saves a copy-paste.
const token = localStorage.getItem('token');
const defaultHeaders = token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : '{}';

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={EXAMPLE_TABS}
      defaultHeaders={defaultHeaders}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
    />
  </StrictMode>,
);
