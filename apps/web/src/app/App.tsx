import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { AppTheme } from './AppTheme.tsx';
import { CurrentRouter } from './CurrentRouter.tsx';

export function App() {
  return (
    <AppTheme>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CurrentRouter />
        </AuthProvider>
      </QueryClientProvider>
    </AppTheme>
  );
}
