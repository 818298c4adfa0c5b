import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { startLivenessListener, type LivenessListener } from './liveness-listener.ts';

describe('the liveness listener (decision 034 item 2)', () => {
  let listener: LivenessListener | undefined;
  afterEach(async () => {
    await listener?.stop();
    listener = undefined;
  });

  it('answers 200 while the main loop beats, from a port of its own', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0 });
    const answer = await fetch(`http://127.0.0.1:${listener.port}/health/live`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the main loop has been stuck longer than allowed, and 200 again after', async () => {
    listener = await startLivenessListener({
      host: '127.0.0.1',
      port: 0,
      heartbeatMs: 20,
      staleAfterMs: 200,
    });
    const url = `http://127.0.0.1:${listener.port}/health/live`;
    // A load balancer in a thread of its own asks half a second into a block of the main loop (a
    // stand-in for an endless loop): the beat is then at least 500 ms old, past the 200 ms
    // allowed. The loop stays blocked until the answer arrives, however slow a loaded machine
    // makes the thread, so the beat cannot be fresh when the question is asked.
    const answered = new Int32Array(new SharedArrayBuffer(4));
    const balancer = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.once('message', () => setTimeout(() => fetch(workerData.url).then((answer) =>
         Atomics.store(workerData.answered, 0, answer.status)), 500));`,
      { eval: true, workerData: { url, answered } },
    );
    balancer.postMessage('go');
    const giveUp = Date.now() + 30_000;
    while (Atomics.load(answered, 0) === 0 && Date.now() < giveUp) {
      // blocked
    }
    expect(Atomics.load(answered, 0)).toBe(503);
    await balancer.terminate();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 for anything else', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`http://127.0.0.1:${listener.port}/v1/config`)).status).toBe(404);
  });

  it('refuses a port already taken, with a clear error', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0 });
    await expect(startLivenessListener({ host: '127.0.0.1', port: listener.port })).rejects.toThrow(
      /liveness could not listen/,
    );
  });
});
