export * from './ThemeSwitcher';
