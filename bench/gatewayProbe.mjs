// Loaded into the gateway's process by the bench (`node --expose-gc --import
// ./bench/gatewayProbe.mjs gateway/main.ts`, bench/gateway.mjs), and nowhere else: answers the
// bench's `memory` message on the IPC channel with the process's memory after a full GC. The
// gateway has no metrics endpoint of its own; this reads what V8 itself keeps, which the RSS in
// /proc cannot tell from memory the allocator has not given back yet.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({
    gc: typeof globalThis.gc === 'function',
    rss,
    heapUsed,
    heapTotal,
    external,
    arrayBuffers,
  });
});
