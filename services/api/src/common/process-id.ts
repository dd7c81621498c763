import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** This API process among its replicas: host, pid and a random part (pids repeat across restarts). */
export const PROCESS_ID = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
