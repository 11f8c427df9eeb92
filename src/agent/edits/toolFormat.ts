/**
 * How Claude Code's file tools store text, so that the hook judges the bytes the tool will write
 * (read in its source, @anthropic-ai/claude-code 2.0.50): a file that starts with FF FE is read and
 * written as UTF-16LE; Edit works on the text with every CRLF turned into LF; and every write
 * turns each LF of the new text into CRLF when CRLF line endings outnumber bare LFs in the first
 * 4,096 characters of the file as it was.
 */
export interface ToolFormat {
  utf16: boolean;
  crlf: boolean;
}

const LF: ToolFormat = { utf16: false, crlf: false };

export function formatOf(bytes: Uint8Array | null): ToolFormat {
  if (bytes === null) return LF;
  const utf16 = bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe;
  // only the head is read: a 10 MB file is decoded once, for the edit, not twice
  const head = decode(bytes.subarray(0, utf16 ? 8192 : 4096 * 4), { utf16, crlf: false }).slice(0, 4096);
  const crlfs = head.split('\r\n').length - 1;
  const lfs = head.split('\n').length - 1 - crlfs;
  return { utf16, crlf: crlfs > lfs };
}

/** The file's text as the tool reads it. */
export function decode(bytes: Uint8Array, format: ToolFormat): string {
  return Buffer.from(bytes).toString(format.utf16 ? 'utf16le' : 'utf8');
}

/** The bytes the tool writes for a text, in the file's format. */
export function encode(text: string, format: ToolFormat): Uint8Array {
  const written = format.crlf ? text.split('\n').join('\r\n') : text;
  return new Uint8Array(Buffer.from(written, format.utf16 ? 'utf16le' : 'utf8'));
}
