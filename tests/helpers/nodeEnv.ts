/** Tests that run a plugin as `npm start` or the production build would: NODE_ENV set for one call. */

/**
 * Runs `use` with `process.env.NODE_ENV` = `value`, then restores the previous value or its absence
 * (`process.env.X = undefined` stores the string "undefined"). A promise restores when it settles.
 */
export function withNodeEnv<T>(value: 'development' | 'production', use: () => T): T {
  const before = process.env.NODE_ENV;
  const restore = () => {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  };
  process.env.NODE_ENV = value;
  let result: T;
  try {
    result = use();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
