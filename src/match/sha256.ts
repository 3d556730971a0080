/**
 * SHA-256 (FIPS 180-4) of an ASCII string, in plain TypeScript: the library runs in browsers and
 * in Node without `node:crypto`, and a daily Partie's commitment must be checkable everywhere,
 * synchronously. Only what the commitment needs: ASCII input (every character below 128), the
 * digest as 64 lowercase hex digits.
 *
 * @internal
 * @module
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
])

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n))

/** The SHA-256 digest of an ASCII string as 64 lowercase hex digits; null when a character is not ASCII. */
export const sha256Ascii = (text: string): string | null => {
  const n = text.length
  // The message, a 1 bit, zeros, and the length in bits (64 bits, big-endian), in 64-byte blocks.
  const blocks = Math.ceil((n + 9) / 64)
  const bytes = new Uint8Array(blocks * 64)
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c > 127) return null
    bytes[i] = c
  }
  bytes[n] = 0x80
  const bits = n * 8
  const end = bytes.length
  bytes[end - 5] = Math.floor(bits / 2 ** 32) & 0xff
  bytes[end - 4] = (bits >>> 24) & 0xff
  bytes[end - 3] = (bits >>> 16) & 0xff
  bytes[end - 2] = (bits >>> 8) & 0xff
  bytes[end - 1] = bits & 0xff
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])
  const w = new Uint32Array(64)
  for (let b = 0; b < blocks; b++) {
    for (let t = 0; t < 16; t++) {
      const o = b * 64 + t * 4
      w[t] = (((bytes[o] as number) << 24) | ((bytes[o + 1] as number) << 16) | ((bytes[o + 2] as number) << 8) | (bytes[o + 3] as number)) >>> 0
    }
    for (let t = 16; t < 64; t++) {
      const w15 = w[t - 15] as number
      const w2 = w[t - 2] as number
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10)
      w[t] = ((w[t - 16] as number) + s0 + (w[t - 7] as number) + s1) >>> 0
    }
    let a = h[0] as number
    let bb = h[1] as number
    let c = h[2] as number
    let d = h[3] as number
    let e = h[4] as number
    let f = h[5] as number
    let g = h[6] as number
    let hh = h[7] as number
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[t] as number) + (w[t] as number)) >>> 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c))) >>> 0
      hh = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = bb
      bb = a
      a = (t1 + t2) >>> 0
    }
    h[0] = ((h[0] as number) + a) >>> 0
    h[1] = ((h[1] as number) + bb) >>> 0
    h[2] = ((h[2] as number) + c) >>> 0
    h[3] = ((h[3] as number) + d) >>> 0
    h[4] = ((h[4] as number) + e) >>> 0
    h[5] = ((h[5] as number) + f) >>> 0
    h[6] = ((h[6] as number) + g) >>> 0
    h[7] = ((h[7] as number) + hh) >>> 0
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('')
}
