/**
 * Every file the hook reads goes through here: only a regular file, and only up to a bound.
 * A FIFO would block the read forever, a device (`/dev/zero`, `/dev/urandom`) never ends and a
 * socket cannot be opened at all; any of them would keep the hook from answering, and Claude Code
 * runs the call when its hook does not answer. So the path is checked before it is opened, opened
 * without blocking (a FIFO opens at once, with or without a writer) and checked again on the open
 * descriptor (the path may have been swapped between the two), and never more than `limit` bytes
 * are read.
 */
import { type Stats, closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';

/** The default bound: manifests, patches and files under edit larger than this are not read. */
export const READ_LIMIT = 32 * 1024 * 1024;

/** Why a file was not read: it is not a regular file, or it is larger than the bound. */
export class NotReadable extends Error {
  constructor(
    readonly path: string,
    readonly why: 'not-regular' | 'too-large',
    detail: string,
  ) {
    super(`${path} ${detail}`);
  }
}

const kindOf = (s: Stats): string =>
  s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
      ? 'a socket'
      : s.isCharacterDevice() || s.isBlockDevice()
        ? 'a device'
        : s.isDirectory()
          ? 'a directory'
          : 'not a regular file';

/**
 * The bytes of a regular file (symlinks followed). Throws the fs error as it is (ENOENT, EACCES,
 * ...) and NotReadable for anything but a regular file or one larger than `limit`.
 */
export function readRegular(path: string, limit = READ_LIMIT): Buffer {
  const fd = openRegular(path, limit);
  try {
    const s = fstatSync(fd);
    // One byte more than the size: a file that grew since fstat is read on, up to the bound.
    let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) return buf.subarray(0, n);
      n += r;
      if (n > limit) throw tooLarge(path, limit);
      if (n === buf.length) {
        const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
        buf.copy(bigger, 0, 0, n);
        buf = bigger;
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A descriptor of a regular file, for reading: checked before it is opened, opened without
 * blocking, and checked again on the descriptor. The caller closes it.
 */
export function openRegular(path: string, limit = Number.MAX_SAFE_INTEGER): number {
  checkRegular(path, statSync(path), limit);
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    checkRegular(path, fstatSync(fd), limit);
  } catch (e) {
    closeSync(fd);
    throw e;
  }
  return fd;
}

function checkRegular(path: string, s: Stats, limit: number): void {
  if (!s.isFile()) throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
  if (s.size > limit) throw tooLarge(path, limit);
}

/** The text of a regular file (UTF-8), as readRegular. */
export function readRegularText(path: string, limit = READ_LIMIT): string {
  return readRegular(path, limit).toString('utf8');
}

function tooLarge(label: string, limit: number): NotReadable {
  return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}
