/**
 * Stands in for CSS imports: `styles.title` is 'title', so class names stay visible in
 * tests (like identity-obj-proxy). `__esModule` is false so the import's default is
 * this proxy itself.
 */
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key),
  },
);
