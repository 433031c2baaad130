import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './core/i18n';
// Before the router: startup's first call may already be answered encrypted.
import './app/encryption-setup';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
