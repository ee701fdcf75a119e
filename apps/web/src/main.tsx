import './zod-jitless';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from '@/app/providers';
import { createAppRouter } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createAppRouter()} />
  </StrictMode>,
);
