import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver that loads the real one (zod and the form's schema) on demand: the first time
 * the form validates, not with the page. The import is cached; a failed import is retried next time.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
