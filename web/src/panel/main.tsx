import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { PanelApp } from './PanelApp';

// The page's CSP allows only styles carrying this response's nonce (api/src/admin/panel.ts).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
const styles = createCache({ key: 'painel', nonce });

createRoot(document.getElementById('painel')!).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <PanelApp />
    </CacheProvider>
  </StrictMode>,
);
