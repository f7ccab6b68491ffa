import { createTheme } from '@mui/material/styles';

/** Height of the sticky header, so anchored sections are not hidden under it. */
export const HEADER_HEIGHT_PX = 64;

// Colours checked for WCAG AA contrast on white and on their own fills.
export const theme = createTheme({
  palette: {
    primary: { main: '#c2185b', dark: '#8c0f42', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#fdf7f9', paper: '#ffffff' },
    text: { primary: '#1f1a1c', secondary: '#5a5357' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 700 },
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: HEADER_HEIGHT_PX + 8 },
        '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
        // Visitors who ask for less motion get none: no slides, pulses or smooth scrolling.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
        ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
