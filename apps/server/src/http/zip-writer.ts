import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

// The fastest deflate level: a sheet's XML repeats itself so much that it still shrinks about ten
// times, at a fraction of the default level's time (bench/RESULTS.md, "The statement in 2 s").
const DEFLATE = { level: constants.Z_BEST_SPEED };
// Without ZIP64 a file and the archive hold at most 4 GiB; a 50,000-entry statement is about 6 MB.
const ZIP_LIMIT = 0xffff_ffff;
// Bit 3: sizes and checksum follow the data (it is streamed); bit 11: names are UTF-8.
const STREAMED = 0x0008;
const UTF8_NAMES = 0x0800;

type Written = { name: Buffer; flags: number; crc: number; compressed: number; size: number; offset: number };

/** The MS-DOS time and date a zip's headers carry, of the moment the archive is written (UTC). */
function dosTime(now: Date) {
  return {
    time: (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | (now.getUTCSeconds() >> 1),
    date: ((now.getUTCFullYear() - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate(),
  };
}

/**
 * A zip archive (deflated files, no ZIP64) written to `out` as its files are produced: a file is
 * written whole (`addFile`) or streamed (`addStream`, its checksum and sizes after its data), so
 * only the deflater's window is held, never a file. `end` writes the central directory.
 */
export function zipWriter(out: Writable) {
  const { time, date } = dosTime(new Date());
  const files: Written[] = [];
  let offset = 0;
  const write = (bytes: Buffer) => {
    out.write(bytes);
    offset += bytes.length;
  };
  const localHeader = (file: Omit<Written, 'offset'>) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(file.flags, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(file.crc, 14);
    header.writeUInt32LE(file.compressed, 18);
    header.writeUInt32LE(file.size, 22);
    header.writeUInt16LE(file.name.length, 26);
    write(Buffer.concat([header, file.name]));
  };
  const written = (file: Written) => {
    if (file.size > ZIP_LIMIT || offset > ZIP_LIMIT)
      throw new Error('a zip without ZIP64 holds at most 4 GiB');
    files.push(file);
  };
  return {
    addFile(name: string, text: string) {
      const data = Buffer.from(text, 'utf8');
      const compressed = deflateRawSync(data, DEFLATE);
      const file = {
        name: Buffer.from(name, 'utf8'),
        flags: UTF8_NAMES,
        crc: crc32(data),
        compressed: compressed.length,
        size: data.length,
        offset,
      };
      localHeader(file);
      write(compressed);
      written(file);
    },
    /** Streams a file whose text `produce` hands over piece by piece, deflated as it comes. */
    async addStream(name: string, produce: (write: (text: string) => void) => Promise<void>) {
      const file = {
        name: Buffer.from(name, 'utf8'),
        flags: STREAMED | UTF8_NAMES,
        crc: 0,
        compressed: 0,
        size: 0,
        offset,
      };
      localHeader(file);
      const deflate = createDeflateRaw(DEFLATE);
      deflate.on('data', (chunk: Buffer) => {
        file.compressed += chunk.length;
        write(chunk);
      });
      const deflated = once(deflate, 'end');
      try {
        await produce((text) => {
          const data = Buffer.from(text, 'utf8');
          file.crc = crc32(data, file.crc);
          file.size += data.length;
          deflate.write(data);
        });
      } catch (error) {
        deflate.destroy();
        throw error;
      }
      deflate.end();
      await deflated;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(file.crc, 4);
      descriptor.writeUInt32LE(file.compressed, 8);
      descriptor.writeUInt32LE(file.size, 12);
      write(descriptor);
      written(file);
    },
    end() {
      const start = offset;
      for (const file of files) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(20, 4);
        header.writeUInt16LE(20, 6);
        header.writeUInt16LE(file.flags, 8);
        header.writeUInt16LE(8, 10);
        header.writeUInt16LE(time, 12);
        header.writeUInt16LE(date, 14);
        header.writeUInt32LE(file.crc, 16);
        header.writeUInt32LE(file.compressed, 20);
        header.writeUInt32LE(file.size, 24);
        header.writeUInt16LE(file.name.length, 28);
        header.writeUInt32LE(file.offset, 42);
        write(Buffer.concat([header, file.name]));
      }
      const directory = Buffer.alloc(22);
      directory.writeUInt32LE(0x06054b50, 0);
      directory.writeUInt16LE(files.length, 8);
      directory.writeUInt16LE(files.length, 10);
      directory.writeUInt32LE(offset - start, 12);
      directory.writeUInt32LE(start, 16);
      write(directory);
      out.end();
    },
  };
}
