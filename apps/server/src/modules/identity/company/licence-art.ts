import { crc32, deflateSync } from 'node:zlib';

/**
 * A stand-in licence scan for the demo company (a PNG drawn here: no image library needed for a framed
 * certificate with a red seal). Real companies upload their own.
 */
export function demoLicencePng(width = 480, height = 340): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  const put = (x: number, y: number, [r, g, b]: readonly number[]) => {
    const i = (y * width + x) * 3;
    rgb[i] = r!;
    rgb[i + 1] = g!;
    rgb[i + 2] = b!;
  };
  const paper = [252, 247, 232];
  const gold = [190, 150, 60];
  const red = [200, 40, 40];
  const ink = [120, 110, 100];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const edge = Math.min(x, y, width - 1 - x, height - 1 - y);
      let color = edge < 6 || (edge >= 12 && edge < 15) ? gold : paper;
      // Text lines of the certificate, and the title bar.
      if (y >= 40 && y < 58 && x > width / 2 - 70 && x < width / 2 + 70) color = red;
      for (let line = 0; line < 6; line++)
        if (y >= 90 + line * 28 && y < 96 + line * 28 && x > 50 && x < (line % 2 ? 330 : 400)) color = ink;
      // The seal: a red ring with a star-ish centre.
      const d = Math.hypot(x - (width - 110), y - (height - 90));
      if ((d > 40 && d < 46) || d < 8) color = red;
      put(x, y, color);
    }
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
