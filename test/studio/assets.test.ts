/**
 * The studio's asset build: one esbuild run per process and source key however many services the
 * process starts, a cache on disk that a restart reads, and nothing written to a data folder after
 * its service closed (the folder may be removed next).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { StudioAssets, studioKey } from '../../src/studio/build.ts';

describe('studio assets', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-studio-assets-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('two services in one process share one build, and each data folder gets the cache', async () => {
    const [a, b] = [dataDir(), dataDir()];
    const [first, second] = await Promise.all([new StudioAssets(a).get(), new StudioAssets(b).get()]);
    assert.equal(first, second, 'the same build object: esbuild ran once');
    assert.equal(first.key, studioKey());
    for (const dir of [a, b]) assert.ok(fs.existsSync(path.join(dir, 'cache', 'studio', first.key)), `${dir} holds the cache`);
    assert.ok(first.assets.has(first.entry) && first.assets.has(first.css));
  });

  it('a restart reads the cache from disk: the same assets, byte for byte', async () => {
    const dir = dataDir();
    const built = await new StudioAssets(dir).get();
    const restarted = await new StudioAssets(dir).get();
    assert.notEqual(restarted, built, 'read from disk, not the in-memory build');
    assert.deepEqual([...restarted.assets.keys()].sort(), [...built.assets.keys()].sort());
    assert.ok(Buffer.from(restarted.assets.get(built.entry)!.body).equals(Buffer.from(built.assets.get(built.entry)!.body)));
  });

  it('a closed service writes nothing to its data folder', async () => {
    const dir = dataDir();
    const assets = new StudioAssets(dir);
    const pending = assets.get();
    await assets.close();
    await pending;
    assert.ok(!fs.existsSync(path.join(dir, 'cache')), 'no cache written after close');
  });
});
