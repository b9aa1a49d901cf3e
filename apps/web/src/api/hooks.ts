import type { CallInput, CallOutput, CallPath } from '@masthead/contract';
import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, type CallArgs, call } from './client.ts';

/** The query key of a call: its path, then its input. `[path]` alone matches every input. */
export type CallKey<P extends CallPath> = readonly [P, CallInput<P> | undefined];

export const callKey = <P extends CallPath>(path: P, input?: CallInput<P>): CallKey<P> => [path, input];

export type CallQueryOptions<P extends CallPath> = Omit<
  UseQueryOptions<CallOutput<P>, ApiError, CallOutput<P>, CallKey<P>>,
  'queryKey' | 'queryFn'
>;

type QueryArgs<P extends CallPath> =
  undefined extends CallInput<P>
    ? [input?: CallInput<P>, options?: CallQueryOptions<P>]
    : [input: CallInput<P>, options?: CallQueryOptions<P>];

/**
 * Loads a call's answer through TanStack Query, keyed `[path, input]`:
 * `useCall('user-service/get-all-users')`, `useCall('user-service/get-user', { id })`.
 */
export function useCall<P extends CallPath>(path: P, ...[input, options]: QueryArgs<P>) {
  return useQuery<CallOutput<P>, ApiError, CallOutput<P>, CallKey<P>>({
    ...options,
    queryKey: callKey(path, input),
    queryFn: () => call(path, ...([input] as CallArgs<P>)),
  });
}

/** What `mutate` takes: nothing at all for calls without a required body. */
export type MutationInput<P extends CallPath> =
  undefined extends CallInput<P>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: TanStack lets `mutate()` omit its argument only when the type includes void.
      CallInput<P> | void
    : CallInput<P>;

export type CallMutationOptions<P extends CallPath> = Omit<
  UseMutationOptions<CallOutput<P>, ApiError, MutationInput<P>>,
  'mutationFn'
> & {
  /** Calls whose cached answers are stale after this one succeeds, e.g. the list it changed. */
  invalidates?: readonly CallPath[];
};

/**
 * Sends a changing call: `const save = useMutationCall('user-service/create-user',
 * { invalidates: ['user-service/get-all-users'] }); save.mutate(values)`.
 */
export function useMutationCall<P extends CallPath>(path: P, options: CallMutationOptions<P> = {}) {
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<CallOutput<P>, ApiError, MutationInput<P>>({
    ...rest,
    mutationFn: (input) => call(path, ...([input ?? undefined] as CallArgs<P>)),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((stale) => queryClient.invalidateQueries({ queryKey: [stale] })));
      return onSuccess?.(...args);
    },
  });
}
