// What the console hands the browser as downloads (CSV exports), captured as Blobs: jsdom makes no
// object URLs, and the test reads the file's text instead.
import { vi } from 'vitest';

/** The Blobs downloaded from now on, in order. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:download-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return blobs;
}

/** A CSV download's lines, without the BOM. */
export const csvLines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
