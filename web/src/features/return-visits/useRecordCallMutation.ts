import { useLocalMutation, type LocalResult } from '../../offline/useLocalMutation.ts';

const answer = () => ({ result: { __typename: 'ReturnVisitCallRecorded' } as LocalResult<'ReturnVisitCallRecorded'> });

/**
 * Records a call on the device at once: it heads the visit's history, and the visit's last call
 * and next visit follow (offline/records.ts) before the server answers.
 */
export function useRecordCallMutation() {
  return useLocalMutation('returnVisitCall', 'create', answer);
}
