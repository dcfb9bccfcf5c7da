/**
 * jsdom plus Node's fetch API (TOOLCHAIN pitfall 5). jest-fixed-jsdom copies Node's
 * fetch, Request, Response, Headers, AbortController... into the jsdom global; Node's
 * fetch and Request reject relative URLs, so they are resolved here against the page's
 * address as a browser would ('/api/health' -> 'http://localhost/api/health').
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class ThriveTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const win = this.global;
    const resolve = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href) : input;

    const NodeRequest = Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(resolve(input), init);
      }
    };
    const nodeFetch = fetch;
    win.fetch = function fetch(input, init) {
      return nodeFetch(resolve(input), init);
    };

    // TOOLCHAIN pitfall 6: React's production build breaks act(); tests never run it.
    if (win.process.env.NODE_ENV === 'production') win.process.env.NODE_ENV = 'test';
  }
}

module.exports = ThriveTestEnvironment;
