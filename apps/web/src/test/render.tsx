import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** A fresh query client as tests want it: no retries, so a refusal shows at once. */
function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface TestRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Renders inside a MemoryRouter started at this address (put any Routes in the ui); no router when left out. */
  route?: string;
}

/**
 * Renders with what every screen has in the app: a fresh query client (see createTestQueryClient) and, when asked,
 * a router. Returns the testing-library result with that query client, to invalidate or read queries afterwards.
 */
export function render(ui: ReactElement, { route, ...options }: TestRenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
    </QueryClientProvider>
  );
  return { ...renderInDom(ui, { ...options, wrapper }), queryClient };
}
