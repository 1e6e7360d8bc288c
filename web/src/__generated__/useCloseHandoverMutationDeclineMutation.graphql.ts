/**
 * @generated SignedSource<<3223e14a316e650c8c0f618e9f25e034>>
 * @relayHash 07d4f0b2b1e955a69d815c12b52e62ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9fa6e5772e38c4858463a1f7ffe850e1c009886c7216359efeb817eac3e7506d

import { ConcreteRequest } from 'relay-runtime';
export type ReturnVisitHandoverIdInput = {
  id: string;
};
export type useCloseHandoverMutationDeclineMutation$variables = {
  input: ReturnVisitHandoverIdInput;
};
export type useCloseHandoverMutationDeclineMutation$data = {
  readonly declineReturnVisitHandover: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useCloseHandoverMutationDeclineMutation = {
  response: useCloseHandoverMutationDeclineMutation$data;
  variables: useCloseHandoverMutationDeclineMutation$variables;
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
    "name": "declineReturnVisitHandover",
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
    "name": "useCloseHandoverMutationDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCloseHandoverMutationDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9fa6e5772e38c4858463a1f7ffe850e1c009886c7216359efeb817eac3e7506d",
    "metadata": {},
    "name": "useCloseHandoverMutationDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "61f67fd8d5db4e62ffdc623a5c6ec51d";

export default node;
