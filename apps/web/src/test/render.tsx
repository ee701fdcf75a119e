import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders with what every screen has in the app: a fresh query client (no retries, so a refusal shows at once). */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderInDom(ui, { ...options, wrapper });
}
