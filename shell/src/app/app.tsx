import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastHost } from '../chrome/toasts/toast-host';
import { AppRoutes } from './app-routes';
import { Layout } from './layout';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
        <ToastHost />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
