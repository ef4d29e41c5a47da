// Worker threads do not inherit tsx's loader; this plain-JS entry registers it, then loads the
// TypeScript worker module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
