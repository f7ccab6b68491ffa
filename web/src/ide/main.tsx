import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_HEADERS, EXAMPLE_TABS } from './examples';

// Same origin, so the token typed into the headers editor goes only to this server.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('ide')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={EXAMPLE_TABS}
      defaultHeaders={DEFAULT_HEADERS}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
      // The token stays out of browser storage unless the organiser turns this on in the settings.
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
