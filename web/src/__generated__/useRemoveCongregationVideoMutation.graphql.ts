/**
 * @generated SignedSource<<975cbfa639582e5f55f643bed32029e9>>
 * @relayHash 2af3a3560530875ffd31ac181403a245
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 714ebf4501c778dd11f98fa9f18ec41dbb5862c9fb1ee7c6dde6c795a5399d60

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCongregationVideoInput = {
  id: string;
};
export type useRemoveCongregationVideoMutation$variables = {
  input: RemoveCongregationVideoInput;
};
export type useRemoveCongregationVideoMutation$data = {
  readonly removeCongregationVideo: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useRemoveCongregationVideoMutation = {
  response: useRemoveCongregationVideoMutation$data;
  variables: useRemoveCongregationVideoMutation$variables;
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
    "name": "removeCongregationVideo",
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
        "type": "CongregationVideoRemoved",
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
    "name": "useRemoveCongregationVideoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCongregationVideoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "714ebf4501c778dd11f98fa9f18ec41dbb5862c9fb1ee7c6dde6c795a5399d60",
    "metadata": {},
    "name": "useRemoveCongregationVideoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e20fe4e356e730718c1f5cc4f27e297";

export default node;
