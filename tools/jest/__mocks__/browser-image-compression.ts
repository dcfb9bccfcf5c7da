/**
 * jsdom decodes no images, so the real library would wait for ever. Every test gets this one
 * instead (jest uses a node module's manual mock without being asked): it fails at once, and
 * compressPhoto sends the original, as it does in a browser that cannot decode a photo. A test
 * that checks what is asked of the library gives the mock its own result.
 */
const imageCompression = jest.fn((_file: File, _options: unknown): Promise<File> =>
  Promise.reject(new Error('No canvas in jsdom.')),
);

export default imageCompression;
