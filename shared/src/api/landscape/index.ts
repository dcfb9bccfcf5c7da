// The landscape area's calls: an entry of their own (@thrive/shared/landscape-api), loaded with
// that area only. Not in @thrive/shared/landscape, which the API server reads for the contracts.
export * from './landscape-styles';
export * from './landscape-designs';
