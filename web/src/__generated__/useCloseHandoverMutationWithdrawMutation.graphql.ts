/**
 * @generated SignedSource<<4f411e22f68876c6fde1079e258f7a71>>
 * @relayHash b7207feef5eb07cfbf2595a245cf3074
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aca44b479143b79a8263353fdd0c152f042dc1d0952e7b833f407fd05075c87c

import { ConcreteRequest } from 'relay-runtime';
export type ReturnVisitHandoverIdInput = {
  id: string;
};
export type useCloseHandoverMutationWithdrawMutation$variables = {
  input: ReturnVisitHandoverIdInput;
};
export type useCloseHandoverMutationWithdrawMutation$data = {
  readonly withdrawReturnVisitHandover: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useCloseHandoverMutationWithdrawMutation = {
  response: useCloseHandoverMutationWithdrawMutation$data;
  variables: useCloseHandoverMutationWithdrawMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "withdrawReturnVisitHandover",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "ReturnVisitHandoverClosed",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCloseHandoverMutationWithdrawMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCloseHandoverMutationWithdrawMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "aca44b479143b79a8263353fdd0c152f042dc1d0952e7b833f407fd05075c87c",
    "metadata": {},
    "name": "useCloseHandoverMutationWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e072a828b064ca98d4228360417e5bd7";

export default node;
