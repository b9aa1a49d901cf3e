import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { CurrentRouter } from './CurrentRouter.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CurrentRouter />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
