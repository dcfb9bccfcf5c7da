/** http_ece (RFC 8188 encrypted content), used by the API's fake push service to decrypt as a browser. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey: ECDH;
    authSecret: string | Buffer;
  }
  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
