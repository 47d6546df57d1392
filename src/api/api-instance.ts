/**
 * The browser's API client, set once by `bootstrap()` so data layers can reach it without passing it
 * through every component.
 */
import type { ApiClient } from './client';

let instance: ApiClient | null = null;

export function setApi(api: ApiClient): void {
  instance = api;
}

export function getApi(): ApiClient {
  if (instance === null) {
    throw new Error('The API client is not ready: call bootstrap() before the first request.');
  }
  return instance;
}
