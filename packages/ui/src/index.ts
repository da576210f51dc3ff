import './tokens/tokens.css';

export * from './ThemeProvider';
export * from './primitives';
export * from './bookstore';
