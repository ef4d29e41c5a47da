// The entry of every bundled worker thread (see workerEntry.ts): runs the worker module's
// CommonJS bundle, named by the thread's last argument, from its V8 code cache as the CLI runs
// its command (runCodeCached.mjs). Each thread compiled its bundle's functions afresh before;
// the markdown compiler's alone cost a worker ~0.25 s of CPU. The worker module says when it has
// done enough work for a cache to be worth writing (saveCodeCache.ts).
import { runCodeCached } from './runCodeCached.mjs';

runCodeCached(process.argv[process.argv.length - 1], (specifier) => import(specifier), { save: 'when-told' });
