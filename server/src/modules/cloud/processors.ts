import type { Deps } from '../../deps';
import { builtinProcessor } from './builtin-processor';
import type { PaymentProcessor } from './processor';

const outside = new WeakMap<Deps['config'], PaymentProcessor>();

/** Registers the outside processor a deployment configured (FastSpring), used for new checkouts. */
export function useOutsideProcessor(config: Deps['config'], processor: PaymentProcessor): void {
  outside.set(config, processor);
}

/** The processor new checkouts go to: the configured outside one, else the built-in one. */
export function checkoutProcessor(deps: Pick<Deps, 'config'>): PaymentProcessor {
  return outside.get(deps.config) ?? builtinProcessor;
}

/** The processor that bills an existing subscription (where it was bought). */
export function processorFor(deps: Pick<Deps, 'config'>, name: string): PaymentProcessor {
  const configured = outside.get(deps.config);
  return configured && configured.name === name ? configured : builtinProcessor;
}
