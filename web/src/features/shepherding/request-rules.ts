// The request form's checks before the request is kept on the device to be sent: the API checks
// the same rules (@ministry/shared/shepherding.ts) and its answer is what counts. Each problem is
// a catalogue key of the `shepherding` namespace whose English text is the server's own message,
// so the member reads the same words whichever side caught the mistake.
import { SHEPHERDING_LIMITS as LIMITS } from '@ministry/shared/shepherding.ts';

export type RequestMessageKey = 'messages.requestType' | 'messages.description' | 'messages.tooLong';

export interface RequestValues {
  requestType: string;
  priority: string;
  description: string;
  preferredElders: string;
  notes: string;
}

export type RequestProblems = Partial<Record<keyof RequestValues, { key: RequestMessageKey; max?: number }>>;

/** Field → what is wrong with it; empty when the request may be kept and sent. */
export function requestProblems(values: RequestValues): RequestProblems {
  const problems: RequestProblems = {};
  const tooLong = (field: 'requestType' | 'description' | 'preferredElders' | 'notes') => {
    if (values[field].trim().length > LIMITS[field]) problems[field] = { key: 'messages.tooLong', max: LIMITS[field] };
  };
  if (!values.requestType.trim()) problems.requestType = { key: 'messages.requestType' };
  else tooLong('requestType');
  if (values.description.trim().length < LIMITS.descriptionMin) problems.description = { key: 'messages.description' };
  else tooLong('description');
  tooLong('preferredElders');
  tooLong('notes');
  return problems;
}
