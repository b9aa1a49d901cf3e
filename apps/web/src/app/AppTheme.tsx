import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';
import './themeVariables.css';

/** The app's Mantine theme, in the browser (App.tsx) and on the server (first-screen/draw.tsx). */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables are written out (themeVariables.css): computing them took 20-60 ms of
    // every first load on a 4x slower phone.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
