/**
 * A port: a function a module needs from a module above it in the layer order (it may not import
 * that module). The lower module declares the port and exports it through its index; the module
 * that implements it provides it in its manifest's `register`; the app refuses to start while a
 * declared port has no provider. Every port has exactly one provider.
 */
export interface Port<F extends (...args: never[]) => unknown> {
  readonly name: string;
  /** Type only: ties the port to its function type, never set. */
  readonly fn?: F;
}

export function definePort<F extends (...args: never[]) => unknown>(name: string): Port<F> {
  return { name };
}

/** The ports of one app (per app, so test apps side by side never share providers). */
export class PortRegistry {
  private readonly provided = new Map<string, unknown>();

  provide<F extends (...args: never[]) => unknown>(port: Port<F>, implementation: F): void {
    if (this.provided.has(port.name)) throw new Error(`Port ${port.name} is provided twice`);
    this.provided.set(port.name, implementation);
  }

  /**
   * The port as a function, resolved on each call: a module takes it while it registers, before
   * the module above it has provided it.
   */
  use<F extends (...args: never[]) => unknown>(port: Port<F>): F {
    const resolve = (): F => {
      const implementation = this.provided.get(port.name);
      if (implementation === undefined) throw new Error(`Port ${port.name} has no provider`);
      return implementation as F;
    };
    const call = (...args: Parameters<F>) => resolve()(...args);
    return call as F;
  }

  /** Declared ports nobody provided: the app refuses to start while there is one. */
  assertProvided(ports: readonly { readonly name: string }[]): void {
    const missing = ports.filter((port) => !this.provided.has(port.name)).map((port) => port.name);
    if (missing.length > 0) throw new Error(`Ports without a provider: ${missing.join(', ')}`);
  }
}
