import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { CurrentRouter } from './CurrentRouter.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import './themeVariables.css';

export function App() {
  return (
    // The theme's CSS variables are written out (themeVariables.css): computing them took 20-60 ms of
    // every first load on a 4x slower phone.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CurrentRouter />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
