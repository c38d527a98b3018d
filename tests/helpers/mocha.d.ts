/**
 * The mocha globals web-test-runner provides in the browser (@types/mocha is not installed;
 * this is the subset our browser tests use).
 */
type MochaDone = (error?: unknown) => void;
/** `this` of a test or hook (a `function`, not an arrow): only the per-test timeout is used. */
interface MochaContext {
  timeout(ms: number): void;
}
type MochaTest = ((this: MochaContext) => void | Promise<unknown>) | ((this: MochaContext, done: MochaDone) => void);

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaTest): void;
declare function before(body: MochaTest): void;
declare function after(body: MochaTest): void;
declare function beforeEach(body: MochaTest): void;
declare function afterEach(body: MochaTest): void;
