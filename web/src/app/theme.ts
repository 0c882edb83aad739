// Light and dark themes (docs/RULES.md, "What the console is for"): the mode is saved under `themeMode` and defaults to the
// system preference. System fonts only: the CSP allows no font downloads.
import { createContext, useContext } from 'react';
import { createTheme } from '@mui/material/styles';
import type { PaletteMode, Theme } from '@mui/material/styles';

export const THEME_KEY = 'themeMode';
export const BRAND_COLOR = '#8e24aa';
export const SIDEBAR_WIDTH = 260;

declare module '@mui/material/styles' {
  interface Palette {
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

export function readStoredMode(): PaletteMode | null {
  try {
    const v = window.localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

export function systemMode(): PaletteMode {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeMode(mode: PaletteMode): void {
  try {
    window.localStorage.setItem(THEME_KEY, mode);
  } catch {
    // Not saved: the choice lasts until reload.
  }
}

export function createAppTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? { main: '#ce93d8', contrastText: '#1d0b22' } : { main: BRAND_COLOR },
      secondary: dark ? { main: '#80cbc4' } : { main: '#00796b' },
      brand: { main: BRAND_COLOR, contrastText: '#ffffff' },
      error: dark ? { main: '#ef5350' } : { main: '#c62828' },
      background: dark ? { default: '#121016', paper: '#1c1a21' } : { default: '#f6f4f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h4: { fontSize: '1.85rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}

export interface ThemeModeValue {
  mode: PaletteMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggle: () => undefined });
export const useThemeMode = () => useContext(ThemeModeContext);
