// The return visits' and calls' rules, inputs and nodes, for the offline write path and the export.
export {
  CALL_FIELDS,
  createReturnVisitInput,
  LIMITS,
  MESSAGES,
  recordCallInput,
  updateCallFields,
  updateReturnVisitFields,
  VISIT_FIELDS,
} from './inputs.ts';
export { ReturnVisitCallNode, ReturnVisitNode } from './schema.ts';
export {
  createReturnVisit,
  deleteCall,
  deleteReturnVisit,
  findCall,
  recordCall,
  updateCall,
  updateReturnVisit,
} from './service.ts';
