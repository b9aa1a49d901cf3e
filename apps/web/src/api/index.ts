export {
  ApiError,
  type CallArgs,
  call,
  firstFieldMessages,
  isApiError,
  networkErrorMessage,
  onCallError,
} from './client.ts';
export { isGlobalError } from './globalErrors.ts';
export {
  type CallKey,
  type CallMutationOptions,
  type CallQueryOptions,
  callKey,
  type MutationInput,
  useCall,
  useMutationCall,
} from './hooks.ts';
export { queryClient } from './queryClient.ts';
