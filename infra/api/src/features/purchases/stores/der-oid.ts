/** An object identifier as DER encodes it (tag 06, length, base-128 arcs), e.g. '1.2.840.10045'. */
export function derObjectIdentifier(oid: string): Buffer {
  const [first = 0, second = 0, ...rest] = oid.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const groups = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return Buffer.from([0x06, bytes.length, ...bytes]);
}
