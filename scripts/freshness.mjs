// Modification-time checks shared by scripts/ensure.mjs and scripts/build-software.mjs: a build
// step is redone when one of its inputs is newer than its output. Plain Node, no dependencies.

import fs from 'node:fs';
import path from 'node:path';

/** The mtime of `file` in ms, `-Infinity` when it does not exist. */
export function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
}

/**
 * The newest mtime (ms) of the files under `entry` (a file or a directory) and that file,
 * skipping dot files and directories whose name is in `skip` (build outputs).
 */
export function newestUnder(entry, skip) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return { time: -Infinity, file: null };
  }
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: entry };
  let newest = { time: -Infinity, file: null };
  for (const dirent of fs.readdirSync(entry, { withFileTypes: true })) {
    if (skip.has(dirent.name) || dirent.name.startsWith('.')) continue;
    const found = newestUnder(path.join(entry, dirent.name), skip);
    if (found.time > newest.time) newest = found;
  }
  return newest;
}
