/**
 * The stand-in body of every effect a machine names but does not run. Machines are pure, so the browser
 * (`src/`) or the server provides the real effect with `.provide()`; an effect left unprovided is a
 * bug, and it fails loudly with its name rather than resolving something plausible.
 */
export function notProvided(name: string): Promise<never> {
  return Promise.reject(new Error(`${name} is not provided`));
}
