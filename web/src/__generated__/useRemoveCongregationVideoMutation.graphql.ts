/**
 * @generated SignedSource<<58ab24fbdaf9f8a3b4b8805fbeba0adb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "2af3a3560530875ffd31ac181403a245",
    "id": null,
    "metadata": {},
    "name": "useRemoveCongregationVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveCongregationVideoMutation(\n  $input: RemoveCongregationVideoInput!\n) {\n  removeCongregationVideo(input: $input) {\n    __typename\n    ... on CongregationVideoRemoved {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e20fe4e356e730718c1f5cc4f27e297";

export default node;
