/**
 * @generated SignedSource<<c35e3e391e5cf4a140c0e959bfbf9b17>>
 * @relayHash 1193331fa8e9bb1d4243371d49b3380a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 186cf9ef0b43e7f2d66b74fdb0e2d51f2f194f8f6866be5057a3d2c8cf4e6e88

import { ConcreteRequest } from 'relay-runtime';
export type LinkPickersQuery$variables = Record<PropertyKey, never>;
export type LinkPickersQuery$data = {
  readonly viewer: {
    readonly returnVisitHouseChoices: ReadonlyArray<{
      readonly address: string;
      readonly id: string;
      readonly territory: {
        readonly id: string;
        readonly name: string;
        readonly territoryNumber: string;
      };
    }>;
    readonly returnVisitNoteChoices: ReadonlyArray<{
      readonly id: string;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type LinkPickersQuery = {
  response: LinkPickersQuery$data;
  variables: LinkPickersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Note",
  "kind": "LinkedField",
  "name": "returnVisitNoteChoices",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "TerritoryHouse",
  "kind": "LinkedField",
  "name": "returnVisitHouseChoices",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Territory",
      "kind": "LinkedField",
      "name": "territory",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "territoryNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LinkPickersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LinkPickersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "186cf9ef0b43e7f2d66b74fdb0e2d51f2f194f8f6866be5057a3d2c8cf4e6e88",
    "metadata": {},
    "name": "LinkPickersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4509339e09f73aef8f71c2f304ab5337";

export default node;
