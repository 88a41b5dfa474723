import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

describe('acquireDataDirLock', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'kenh-lock-'));
    dir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes our pid, refuses a second holder, and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('refuses a folder locked by another live process, naming it', () => {
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(`in use by another Kênh process \\(pid ${process.ppid}\\)`),
    );
  });

  it('takes over the stale lock of a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(dead).toBeGreaterThan(0);
    writeFileSync(`${dir}.lock`, String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable (garbage) lock file', () => {
    writeFileSync(`${dir}.lock`, 'not a pid');
    acquireDataDirLock(dir)();
  });
});
