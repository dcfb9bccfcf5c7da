// The stylesheet is imported by file (@thrive/shared/theme/tokens.css); these read colours.
export * from './css-colour';
export * from './contrast';
export * from './partner-theme';
