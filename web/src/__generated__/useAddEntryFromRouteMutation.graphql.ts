/**
 * @generated SignedSource<<6d7e7a4439db0c8d347f60ddfb1135af>>
 * @relayHash 87350fddb03ba9cc8aa42eed806ce014
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75f200599f499c873e193e7dee13a3476f7d108aa2d1aa1e918fb68b9f6cd0f7

import { ConcreteRequest } from 'relay-runtime';
export type AddEntryFromRouteInput = {
  routeId: string;
  timeZone: string;
};
export type useAddEntryFromRouteMutation$variables = {
  input: AddEntryFromRouteInput;
};
export type useAddEntryFromRouteMutation$data = {
  readonly addEntryFromRoute: {
    readonly __typename: string;
    readonly message?: string;
    readonly serviceEntry?: {
      readonly id: string;
    };
  };
};
export type useAddEntryFromRouteMutation = {
  response: useAddEntryFromRouteMutation$data;
  variables: useAddEntryFromRouteMutation$variables;
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
    "name": "addEntryFromRoute",
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
            "concreteType": "ServiceEntry",
            "kind": "LinkedField",
            "name": "serviceEntry",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServiceEntryFromRouteAdded",
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
    "name": "useAddEntryFromRouteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddEntryFromRouteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75f200599f499c873e193e7dee13a3476f7d108aa2d1aa1e918fb68b9f6cd0f7",
    "metadata": {},
    "name": "useAddEntryFromRouteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb09ddf49ed53564a0478bbce1409c7f";

export default node;
