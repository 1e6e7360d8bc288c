/**
 * @generated SignedSource<<64434bd02a59c6b753af38184fe2218f>>
 * @relayHash a2124ecd31b0077d9d602d5acd36c31c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e384b3c2662b9ce55ad44636000f42f0da51f98b33c278bbee6728872bab60c

import { ConcreteRequest } from 'relay-runtime';
export type MapPageQuery$variables = Record<PropertyKey, never>;
export type MapPageQuery$data = {
  readonly appSettings: {
    readonly map: {
      readonly attribution: string;
      readonly satelliteTileUrl: string;
      readonly tileUrl: string;
      readonly vehicleImageUrl: string | null | undefined;
    };
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type MapPageQuery = {
  response: MapPageQuery$data;
  variables: MapPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "MapSettings",
  "kind": "LinkedField",
  "name": "map",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "satelliteTileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attribution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleImageUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MapPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "4e384b3c2662b9ce55ad44636000f42f0da51f98b33c278bbee6728872bab60c",
    "metadata": {},
    "name": "MapPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1bebe68d643e0404f0ddf263c0b6c9e1";

export default node;
