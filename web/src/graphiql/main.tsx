import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { EXAMPLE_TABS } from './examples';
import { withPlaygroundToken } from './playgroundSession';
import { SessionBar } from './SessionBar';

// The playground's sign-in goes with every tab's request (playgroundSession.ts); the Headers tab is for extras.
// The schema is read by signed-in users only (docs/architecture.md §8.3): a new fetcher on each sign-in or sign-out
// makes GraphiQL read it again, as the new user.
function Playground() {
  const [signIns, setSignIns] = useState(0);
  const fetcher = useMemo(() => createGraphiQLFetcher({ url: '/graphql', fetch: withPlaygroundToken }), [signIns]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <SessionBar onChange={() => setSignIns((n) => n + 1)} />
      <div style={{ flex: 1, minHeight: 0 }} data-sign-ins={signIns}>
        <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultHeaders="{}" isHeadersEditorEnabled />
      </div>
    </div>
  );
}

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
